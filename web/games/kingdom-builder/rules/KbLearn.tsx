// /learn/kingdom-builder: fetched on its own, so it never carries Dominion's cards.
import { KbRules } from './KbRules.tsx';
import { LearnPage } from '../../../pages/learn/LearnPage.tsx';

export default function KbLearn() {
  return <LearnPage game="kingdom-builder"><KbRules /></LearnPage>;
}
