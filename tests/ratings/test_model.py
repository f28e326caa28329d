"""Issue 23: the rating update against the Plackett-Luce formulas of Weng and Lin (2011,
Algorithm 4, as openskill documents them), computed here independently: a 3-player
free-for-all, a tie, a 4-player team match (Vint's partnerships) and a match with a computer
seat; and a match's ranking by each game's own win condition."""

from __future__ import annotations

import math

import pytest

from bot.ratings import BASE, SCALE, ranking, rate, shown

MU, SIGMA, BETA, TAU, KAPPA = 25.0, 25.0 / 3, 25.0 / 6, 25.0 / 300, 0.0001

Rating = tuple[float, float]


def plackett_luce(teams: list[list[Rating]], ranks: list[int]) -> list[list[Rating]]:
    """The update, written from the paper's formulas (with openskill's defaults)."""
    teams = [[(mu, math.sqrt(sigma**2 + TAU**2)) for mu, sigma in team] for team in teams]
    team_mu = [sum(mu for mu, _ in team) for team in teams]
    team_s2 = [sum(sigma**2 for _, sigma in team) for team in teams]
    c = math.sqrt(sum(s2 + BETA**2 for s2 in team_s2))
    k = len(teams)
    sum_q = [
        sum(math.exp(team_mu[s] / c) for s in range(k) if ranks[s] >= ranks[q]) for q in range(k)
    ]
    a = [sum(1 for s in range(k) if ranks[s] == ranks[q]) for q in range(k)]
    out = []
    for i in range(k):
        omega = delta = 0.0
        e_i = math.exp(team_mu[i] / c)
        for q in range(k):
            if ranks[q] <= ranks[i]:
                p = e_i / sum_q[q]
                delta += p * (1 - p) / a[q]
                omega += ((1 - p) if q == i else -p) / a[q]
        omega *= team_s2[i] / c
        delta *= team_s2[i] / c**2
        delta *= math.sqrt(team_s2[i]) / c  # gamma
        side = []
        for mu, sigma in teams[i]:
            share = sigma**2 / team_s2[i]
            side.append((mu + share * omega, sigma * math.sqrt(max(1 - share * delta, KAPPA))))
        out.append(side)
    return out


def close(a: list[list[Rating]], b: list[list[Rating]]) -> bool:
    return all(
        math.isclose(x[0], y[0], rel_tol=1e-9) and math.isclose(x[1], y[1], rel_tol=1e-9)
        for side_a, side_b in zip(a, b, strict=True)
        for x, y in zip(side_a, side_b, strict=True)
    )


START = (MU, SIGMA)


@pytest.mark.parametrize(
    ("teams", "ranks"),
    [
        ([[START], [START], [START]], [1, 2, 3]),  # three players, all new
        ([[(30.0, 4.0)], [(22.0, 6.5)], [START]], [2, 1, 3]),  # an upset
        ([[START], [(28.0, 5.0)], [(21.0, 7.0)]], [1, 2, 2]),  # a tie for second
        ([[START, (27.0, 6.0)], [(24.0, 7.5), (26.0, 3.0)]], [2, 1]),  # two partnerships
        ([[START], [START], [(31.0, 2.0)], [START]], [3, 1, 2, 4]),  # a computer's rating
    ],
)
def test_the_update_follows_the_formulas(teams: list[list[Rating]], ranks: list[int]) -> None:
    assert close(rate(teams, ranks), plackett_luce(teams, ranks))


def test_a_win_raises_and_a_loss_lowers_and_a_tie_is_shared() -> None:
    (first,), (second,), (third,) = rate([[START], [START], [START]], [1, 2, 2])
    assert first[0] > MU > second[0] == third[0]
    assert shown(*START) == round(BASE + SCALE * (MU - 3 * SIGMA)) == 1000


def test_each_game_ranks_a_match_by_its_own_win_condition() -> None:
    # Schieberamsch: fewest penalty points first; a tie shares the rank.
    assert ranking("schieberamsch", {}, [40, 12, 40]).ranks == (2, 1, 2)
    # Bestia: most chips first.
    assert ranking("bestia", {}, [-30, 50, -10, -10]).ranks == (3, 1, 2, 2)
    # Vint, one rubber: the partnerships are the sides, ranked by the settled difference.
    match = ranking("vint", {}, [1200, 800, 1200, 800])
    assert match.sides == ((0, 2), (1, 3)) and match.ranks == (1, 2)
    # Vint, a session of three rubbers: each player on their own.
    assert ranking("vint", {"rubbers": 3}, [300, -100, -100, -100]).sides == (
        (0,),
        (1,),
        (2,),
        (3,),
    )
