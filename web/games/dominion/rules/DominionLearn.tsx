// /learn/dominion: fetched on its own, so it never carries Kingdom Builder's pieces.
import { DominionRules } from './DominionRules.tsx';
import { LearnPage } from '../../../pages/learn/LearnPage.tsx';

export default function DominionLearn() {
  return <LearnPage game="dominion"><DominionRules /></LearnPage>;
}
