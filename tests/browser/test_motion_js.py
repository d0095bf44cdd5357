"""static/js/motion.js in Chromium: FLIP moves, cards flying from and to anchors, the state queue's order under
bursts, flush(), the accents, and no animation at all under prefers-reduced-motion.

Each test builds a small table of plain elements in a served page (so the module runs under the real CSP) and
inspects the animations through ``document.getAnimations()`` paused at their start and their end.
"""

from __future__ import annotations

from typing import Any

import pytest
from browser_helpers import Server, wait_ready
from playwright.sync_api import Page

# A little table: anchors for the draw pile, the discard, seat 1 and the hand; cards are 40x60 boxes.
TABLE_JS = """() => {
  document.querySelector('#app').hidden = true;
  const old = document.querySelector('#motion-root');
  if (old) old.remove();
  const root = document.createElement('div');
  root.id = 'motion-root';
  root.innerHTML = `
    <style>
      #motion-root { position: fixed; inset: 0; background: #fff; }
      #motion-root .spot { position: absolute; inline-size: 40px; block-size: 60px; }
      #motion-root .row { position: absolute; display: flex; gap: 10px; }
      #motion-root .c { inline-size: 40px; block-size: 60px; background: #c62828; }
    </style>
    <div class="spot" data-anchor="draw" style="left: 300px; top: 200px"></div>
    <div class="spot" data-anchor="discard" style="left: 400px; top: 200px"></div>
    <div class="row" data-anchor="seat-1" style="left: 100px; top: 20px"></div>
    <div class="row" data-anchor="hand" style="left: 100px; top: 400px"></div>`;
  document.body.appendChild(root);
  return true;
}"""

SETUP_JS = """async () => {
  window.M = await import('/static/js/motion.js');
  window.card = (key, extra = {}) => {
    const el = document.createElement('div');
    el.className = 'c';
    el.dataset.cardKey = key;
    Object.assign(el.dataset, extra);
    return el;
  };
  window.centerOf = (el) => {
    const r = el.getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2];
  };
  window.atStart = (el) => {
    const anims = el.getAnimations();
    anims.forEach((a) => { a.pause(); a.currentTime = 0; });
    return centerOf(el);
  };
  return true;
}"""


@pytest.fixture
def motion_page(page: Page, server: Server) -> Page:
    page.set_viewport_size({"width": 800, "height": 600})
    page.goto(server.url + "/rules")
    wait_ready(page)
    page.evaluate(TABLE_JS)
    page.evaluate(SETUP_JS)
    return page


def close(a: list[float], b: list[float], tolerance: float = 1.5) -> bool:
    return abs(a[0] - b[0]) <= tolerance and abs(a[1] - b[1]) <= tolerance


def test_flip_moves_a_kept_card_from_its_old_place_to_its_new_one(motion_page: Page) -> None:
    result: dict[str, Any] = motion_page.evaluate(
        """async () => {
          const root = document.querySelector('#motion-root');
          const hand = root.querySelector('[data-anchor=hand]');
          const a = card('a'), b = card('b'), c = card('c');
          hand.append(a, b, c);
          const oldA = centerOf(a), oldC = centerOf(c);
          const before = M.snapshot(root);
          hand.append(a);             // a goes to the end: b and c shift left, a jumps right
          const newA = centerOf(a), newC = centerOf(c);
          const done = M.flip(root, before);
          const moving = document.getAnimations().length;
          const startA = atStart(a), startC = atStart(c);
          const startB = centerOf(b);
          document.getAnimations().forEach((x) => x.play());
          await done;
          return { keys: [...before.keys()], moving, oldA, oldC, newA, newC, startA, startC,
                   endA: centerOf(a), left: document.getAnimations().length };
        }"""
    )
    assert "a" in result["keys"] and "anchor:hand" in result["keys"]
    assert result["moving"] == 3  # every card of the row moved
    assert result["newA"][0] > result["oldA"][0] and result["newC"][0] < result["oldC"][0]
    assert close(result["startA"], result["oldA"]) and close(result["startC"], result["oldC"])
    assert close(result["endA"], result["newA"])
    assert result["left"] == 0


def test_new_cards_fly_in_from_their_anchor_and_leaving_cards_fly_to_the_discard(motion_page: Page) -> None:
    result: dict[str, Any] = motion_page.evaluate(
        """async () => {
          const root = document.querySelector('#motion-root');
          const hand = root.querySelector('[data-anchor=hand]');
          const seat = root.querySelector('[data-anchor=seat-1]');
          const discard = root.querySelector('[data-anchor=discard]');
          const kept = card('h1', { card: 'G3' }), played = card('h2', { card: 'R5' });
          const back1 = card('s1'), back2 = card('s2');
          hand.append(kept, played);
          seat.append(back1, back2);
          back2.dataset.testid = 'opponent-card';
          back2.innerHTML = '<span data-card="B1" data-testid="inner"></span>';
          const playedAt = centerOf(played), back2At = centerOf(back2);
          const before = M.snapshot(root);
          // I played R5 (same card arrives on the discard from my hand), I drew a card from the pile,
          // and the opponent lost a card back from their hand (it flies to the discard).
          played.remove();
          back2.remove();
          const top = card('d-R5', { card: 'R5', from: 'hand' });
          discard.append(top);
          const drawn = card('h3', { card: 'B7', from: 'draw' });
          hand.append(drawn);
          const done = M.flip(root, before);
          const ghosts = document.querySelectorAll('.motion-layer [data-card-key], .motion-layer .c').length;
          const ghost = document.querySelector('.motion-layer .c');
          const ghostIsAPicture = ghost.getAttribute('aria-hidden') === 'true'
            && !document.querySelector('[data-testid=opponent-card], [data-testid=inner], [data-card=B1]');
          const topStart = atStart(top), drawnStart = atStart(drawn);
          const ghostStart = atStart(ghost);
          ghost.getAnimations().forEach((a) => { a.currentTime = a.effect.getComputedTiming().endTime - 1; });
          const ghostEnd = centerOf(ghost);
          document.getAnimations().forEach((x) => x.play());
          await done;
          return { ghosts, ghostIsAPicture, playedAt, back2At, topStart, drawnStart, ghostStart, ghostEnd,
                   draw: centerOf(root.querySelector('[data-anchor=draw]')), discard: centerOf(discard),
                   layer: !!document.querySelector('.motion-layer'), left: document.getAnimations().length };
        }"""
    )
    assert close(result["topStart"], result["playedAt"]), "the played card starts where it was in the hand"
    assert close(result["drawnStart"], result["draw"]), "the drawn card starts on the draw pile"
    assert result["ghosts"] == 1, "only the opponent's card back needs a ghost; R5 itself moved"
    assert result["ghostIsAPicture"], "a ghost carries no test id, card code or key of the card it pictures"
    assert close(result["ghostStart"], result["back2At"])
    assert close(result["ghostEnd"], result["discard"], 3)
    assert not result["layer"], "ghosts are removed when they land"
    assert result["left"] == 0


def test_a_new_top_discard_from_a_seat_flies_from_that_seat(motion_page: Page) -> None:
    result: dict[str, Any] = motion_page.evaluate(
        """async () => {
          const root = document.querySelector('#motion-root');
          const seat = root.querySelector('[data-anchor=seat-1]');
          const discard = root.querySelector('[data-anchor=discard]');
          const back = card('s1');
          seat.append(back);
          const oldest = card('d-Y1', { card: 'Y1' });
          discard.append(oldest);
          const backAt = centerOf(back);
          const before = M.snapshot(root);
          back.remove();
          oldest.remove();            // the pile shows the last few cards: the oldest one goes
          const top = card('d-G2', { card: 'G2', from: 'seat-1' });
          discard.append(top);
          const done = M.flip(root, before);
          const start = atStart(top);
          const ghosts = document.querySelectorAll('.motion-layer .c').length;
          document.getAnimations().forEach((x) => x.play());
          await done;
          return { start, backAt, ghosts, end: centerOf(top), discard: centerOf(discard) };
        }"""
    )
    assert close(result["start"], result["backAt"]), "the card leaves from the card back that disappeared"
    assert result["ghosts"] == 0, "neither the card back (it became the top card) nor the discard's oldest card fly"
    assert close(result["end"], result["discard"])


def test_the_queue_applies_a_burst_of_20_states_in_order_one_at_a_time(motion_page: Page) -> None:
    result: dict[str, Any] = motion_page.evaluate(
        """async () => {
          const root = document.querySelector('#motion-root');
          const hand = root.querySelector('[data-anchor=hand]');
          const applied = [];
          let busy = 0, overlap = false;
          const queue = M.createStateQueue(async (state) => {
            busy += 1;
            if (busy > 1) overlap = true;
            const before = M.snapshot(root);
            hand.prepend(card('k' + state.n, { from: 'draw' }));
            await new Promise((r) => setTimeout(r, (state.n * 7) % 23));
            await M.flip(root, before, { duration: 150 });
            applied.push(state.n);
            busy -= 1;
          });
          for (let n = 0; n < 20; n += 1) queue.push({ n });
          const pendingAfterBurst = queue.pending();
          await queue.idle();
          return { applied, overlap, pendingAfterBurst, pendingAtEnd: queue.pending(),
                   order: [...hand.children].map((e) => e.dataset.cardKey) };
        }"""
    )
    assert result["applied"] == list(range(20))
    assert not result["overlap"]
    assert result["pendingAfterBurst"] == 19  # the first is being applied, none merged or dropped
    assert result["pendingAtEnd"] == 0
    assert result["order"] == [f"k{n}" for n in reversed(range(20))]


def test_flush_applies_every_pending_state_at_once_in_order(motion_page: Page) -> None:
    result: dict[str, Any] = motion_page.evaluate(
        """async () => {
          const root = document.querySelector('#motion-root');
          const hand = root.querySelector('[data-anchor=hand]');
          const seen = [];
          let firstAnimation = null;
          const queue = M.createStateQueue(async (state, how) => {
            seen.push([state.n, how.instant]);
            const before = M.snapshot(root);
            hand.prepend(card('f' + state.n, { from: 'draw' }));
            if (how.instant) return;
            const done = M.flip(root, before, { duration: 450 });
            firstAnimation = firstAnimation || document.getAnimations()[0];
            await done;
          });
          for (let n = 0; n < 6; n += 1) queue.push({ n });
          await new Promise((r) => setTimeout(r, 30));
          const flushed = queue.flush();
          await flushed;
          const state = firstAnimation.playState;
          const progress = firstAnimation.effect.getComputedTiming().progress;
          // after a flush, new states animate again
          queue.push({ n: 6 });
          await queue.idle();
          // flushWhen: the state that makes it my turn flushes what is queued before it
          const auto = [];
          const q2 = M.createStateQueue(async (s, how) => {
            auto.push([s.n, how.instant]);
            if (!how.instant) await new Promise((r) => setTimeout(r, 40));
          }, { flushWhen: (s) => s.myTurn });
          q2.push({ n: 0 }); q2.push({ n: 1 }); q2.push({ n: 2, myTurn: true }); q2.push({ n: 3 });
          await q2.idle();
          return { seen, state, progress, auto };
        }"""
    )
    assert [n for n, _ in result["seen"]] == list(range(7))
    assert result["seen"][0] == [0, False]
    assert all(instant for _, instant in result["seen"][1:6]), result["seen"]
    assert result["seen"][6] == [6, False]
    assert result["state"] == "finished", "flush ends the running animation"
    # the state making it my turn flushes the states before it (0 was already being applied) and animates itself
    assert result["auto"] == [[0, False], [1, True], [2, False], [3, False]]


def test_accents_animate_and_celebration_cleans_up(motion_page: Page) -> None:
    result: dict[str, Any] = motion_page.evaluate(
        """async () => {
          const root = document.querySelector('#motion-root');
          const hand = root.querySelector('[data-anchor=hand]');
          const a = card('p1', { card: 'R1' }), b = card('p2', { card: 'R2' });
          hand.append(a, b);
          const counts = {};
          let p = M.pulse(a); counts.pulse = document.getAnimations().length; await p;
          p = M.shake(a); counts.shake = document.getAnimations().length; await p;
          p = M.revealHand(hand); counts.reveal = document.getAnimations().length; await p;
          p = M.celebrate(root);
          counts.pieces = document.querySelectorAll('[data-testid=celebration] > *').length;
          counts.celebrating = document.getAnimations().length;
          const clickThrough = getComputedStyle(document.querySelector('.motion-layer')).pointerEvents;
          await p;
          const number = document.createElement('span');
          root.append(number);
          const shown = new Set();
          const watcher = new MutationObserver(() => shown.add(number.textContent));
          watcher.observe(number, { childList: true, characterData: true, subtree: true });
          await M.countUp(number, 0, 37, 300);
          watcher.disconnect();
          return { counts, clickThrough, after: document.querySelectorAll('.motion-layer').length,
                   left: document.getAnimations().length, final: number.textContent, steps: shown.size,
                   reduced: M.reducedMotion() };
        }"""
    )
    counts = result["counts"]
    assert counts["pulse"] == 1 and counts["shake"] == 1 and counts["reveal"] == 2
    assert counts["pieces"] >= 20 and counts["celebrating"] == counts["pieces"]
    assert result["clickThrough"] == "none"
    assert result["after"] == 0 and result["left"] == 0
    assert result["final"] == "37" and result["steps"] > 2
    assert result["reduced"] is False


def test_reduced_motion_animates_nothing_and_resolves_at_once(motion_page: Page) -> None:
    motion_page.emulate_media(reduced_motion="reduce")
    result: dict[str, Any] = motion_page.evaluate(
        """async () => {
          const root = document.querySelector('#motion-root');
          const hand = root.querySelector('[data-anchor=hand]');
          const a = card('r1', { card: 'R1' }), b = card('r2', { card: 'R2' });
          hand.append(a, b);
          const before = M.snapshot(root);
          hand.append(a);
          b.remove();
          hand.append(card('r3', { from: 'draw' }));
          const promises = [M.flip(root, before), M.pulse(a), M.shake(a), M.revealHand(hand), M.celebrate(root)];
          const number = document.createElement('span');
          number.textContent = '0';
          promises.push(M.countUp(number, 0, 50, 400));
          const animations = document.getAnimations().length;
          const text = number.textContent;
          const layers = document.querySelectorAll('.motion-layer').length;
          await Promise.all(promises);
          const applied = [];
          const queue = M.createStateQueue(async (s, how) => { applied.push([s, how.instant]); });
          queue.push(1); queue.push(2);
          await queue.idle();
          return { reduced: M.reducedMotion(), animations, text, layers, applied };
        }"""
    )
    assert result["reduced"] is True
    assert result["animations"] == 0
    assert result["text"] == "50"
    assert result["layers"] == 0
    assert result["applied"] == [[1, True], [2, True]]
