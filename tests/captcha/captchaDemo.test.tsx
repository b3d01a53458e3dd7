import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ClickCaptcha, RegionCaptcha, RotateCaptcha, SlideCaptcha } from '../../src/captcha/index.js';
import {
  DEFAULT_TOLERANCE,
  angleDistance,
  createChallengeMaker,
  isSolved,
  loadSharp,
  type CaptchaKind,
} from '../../src/captcha/server/images/index.js';
import { generatedBackgrounds } from '../../src/captcha/server/images/backgrounds.js';
import { makeClick } from '../../src/captcha/server/images/click.js';
import { createDemoChallenges, type UseDemoChallenge } from '../../website/src/captcha-demo/demo.js';
import {
  AUDIT_PATHS,
  DEMO_COUNT,
  prerenderDemoChallenges,
  type DemoChallenges,
} from '../../website/src/captcha-demo/prerender.mjs';
import { loadImages } from './helpers.js';

// The docs playgrounds' challenges, made as scripts/generate-captcha-demo.mjs makes them at site build time.
let challenges: DemoChallenges;
beforeAll(async () => {
  const maker = createChallengeMaker();
  const sharp = await loadSharp();
  const context = {
    sharp,
    width: 300,
    height: 220,
    format: 'webp' as const,
    backgrounds: generatedBackgrounds(300, 220),
  };
  challenges = await prerenderDemoChallenges(
    (kind) => maker.make(kind),
    (points) => makeClick(context, points),
  );
});

function demoHook(load: () => Promise<DemoChallenges> = () => Promise.resolve(challenges)): UseDemoChallenge {
  return createDemoChallenges({ load, isSolved, tolerance: DEFAULT_TOLERANCE });
}

/** One playground as the docs write it: the widget of `kind` fed by the demo hook; `verdicts` collects checks. */
function Playground({
  kind,
  use,
  first,
  verdicts,
}: {
  kind: CaptchaKind;
  use: UseDemoChallenge;
  first: boolean;
  verdicts: boolean[];
}) {
  const common = { locale: 'en' as const };
  const record = (ok: boolean) => {
    verdicts.push(ok);
    return ok;
  };
  if (kind === 'slide') {
    const c = use('slide', { first });
    return <SlideCaptcha {...common} data={c.data} onConfirm={(r) => record(c.check(r))} onRefresh={c.next} />;
  }
  if (kind === 'region') {
    const c = use('region', { first });
    return <RegionCaptcha {...common} data={c.data} onConfirm={(r) => record(c.check(r))} onRefresh={c.next} />;
  }
  if (kind === 'click') {
    const c = use('click', { first });
    return <ClickCaptcha {...common} data={c.data} onConfirm={(r) => record(c.check(r))} onRefresh={c.next} />;
  }
  const c = use('rotate', { first });
  return <RotateCaptcha {...common} data={c.data} onConfirm={(r) => record(c.check(r))} onRefresh={c.next} />;
}

/** Plays an audit state's steps from the docs page's front matter (focus, press, click on Confirm). */
async function playAuditSteps(kind: CaptchaKind, state: string, container: HTMLElement) {
  const { data } = matter(readFileSync(join(process.cwd(), 'docs', 'captcha', `${kind}.mdx`), 'utf8'));
  const steps = (data.audit as Array<{ name: string; steps: Array<Record<string, string>> }>).find(
    (s) => s.name === state,
  )?.steps;
  expect(steps, `${kind}.mdx has an audit state "${state}"`).toBeDefined();
  const user = userEvent.setup();
  for (const step of steps ?? []) {
    if (step.focus) (container.querySelector(step.focus.replace(' >> nth=0', '')) as HTMLElement).focus();
    else if (step.click === 'button:has-text("Confirm") >> nth=0')
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
    else if (step.press) {
      const [modifier, key] = step.press.includes('+') ? step.press.split('+') : [undefined, step.press];
      const press = key === 'Space' ? '[Space]' : `{${key}}`;
      await user.keyboard(modifier ? `{${modifier}>}${press}{/${modifier}}` : press);
    }
  }
}

describe('the docs playgrounds, fed challenges made by the server maker at build time', () => {
  it('carries the first challenge of each kind and others, raster images only', () => {
    for (const kind of ['slide', 'region', 'click', 'rotate'] as const) {
      expect(challenges[kind]).toHaveLength(DEMO_COUNT);
      for (const { data } of challenges[kind]) {
        expect(data.image).toMatch(/^data:image\/webp;base64,/);
        expect(data.thumb).toMatch(/^data:image\/webp;base64,/);
      }
    }
    expect(challenges.click[0]?.answer.points).toEqual(AUDIT_PATHS.click);
    const [first, second] = challenges.rotate[0]?.answer.angles ?? [];
    expect(first).toBe(AUDIT_PATHS.rotate[0]);
    expect(angleDistance(second ?? NaN, AUDIT_PATHS.rotate[1])).toBeLessThanOrEqual(12);
    for (const { data } of challenges.rotate) expect(data.secondThumb).toMatch(/^data:image\/webp;base64,/);
  });

  it.each(['slide', 'region', 'click', 'rotate'] as const)(
    '%s: the page audit\'s "success" steps solve the first challenge, its "failure" steps do not',
    async (kind) => {
      const use = demoHook();
      for (const [state, expected] of [
        ['success', true],
        ['failure', false],
      ] as const) {
        if (kind === 'click' && state === 'failure') continue; // the click page has no failure state
        const verdicts: boolean[] = [];
        const { container, unmount } = render(<Playground kind={kind} use={use} first verdicts={verdicts} />);
        await act(() => Promise.resolve());
        const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
        expect(sources.includes(challenges[kind][0]?.data.image ?? ''), 'the first challenge is shown').toBe(true);
        loadImages(container);
        await playAuditSteps(kind, state, container);
        expect(verdicts).toEqual([expected]);
        unmount();
      }
    },
  );

  it('shows the loading state until the challenges load, then another challenge on refresh, never the first', async () => {
    let resolve: (value: DemoChallenges) => void = () => {};
    const use = demoHook(() => new Promise((r) => (resolve = r)));
    const { container } = render(<Playground kind="slide" use={use} first={false} verdicts={[]} />);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await act(async () => resolve(challenges));
    const images = () => container.querySelector('img')?.getAttribute('src');
    const seen = new Set<string | null | undefined>([images()]);
    const user = userEvent.setup();
    for (let i = 0; i < DEMO_COUNT; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Refresh' }));
      seen.add(images());
    }
    expect(seen.size).toBe(DEMO_COUNT - 1);
    expect(seen.has(challenges.slide[0]?.data.image)).toBe(false);
  });

  it('stays in the loading state when the challenges cannot load', async () => {
    const use = demoHook(() => Promise.reject(new Error('offline')));
    render(<Playground kind="rotate" use={use} first verdicts={[]} />);
    await act(() => Promise.resolve());
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
