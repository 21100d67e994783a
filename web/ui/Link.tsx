import type { ComponentChildren } from 'preact';
import { navigate } from '../router.ts';

interface Props { href: string; class?: string; title?: string; testId?: string; children: ComponentChildren }

/** An in-app link: a real <a> (middle-click, copy link address work) that navigates without a reload. */
export function Link({ href, class: className, title, testId, children }: Props) {
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} class={className} title={title} data-testid={testId} onClick={onClick}>{children}</a>;
}
