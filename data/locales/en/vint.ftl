standings-vint = Standings: the largest settled difference first: each rubber is settled, the side ahead credited the difference of the two sides' totals and the other debited it (a session: each player's settlements), added up over the matches counted; then the most matches won.
game-vint = Vint
move-bid = Bid
vint-call = { $level }{ $denomination }
vint-nt = NT
vint-pass = pass
vint-bid_level = Bid { $level }
vint-team = { $first } & { $second }
vint-status = Status — trump: { $trump } · contract: { $contract } · declarer: { $declarer } · tricks: { $tricks } · forehand: { $forehand }
vint-status_none = not yet
vint-status_no_trump = none (no trumps)
vint-status_tricks = { $team } { $count }
vint-partners = Partners: { $first } against { $second }
vint-rubber = Rubber { $rubber } of { $of }
vint-auction = Auction: { $calls }
vint-passes_run = { $count }× pass
vint-high_bid = Highest bid: { $call } by { $name } · { $left }
vint-no_bid = No bid yet · { $left }
vint-passes_left-close-one = 1 more pass closes the auction
vint-passes_left-close-many = { $count } more passes close the auction
vint-passes_left-throw_in-one = 1 more pass throws the deal in
vint-passes_left-throw_in-many = { $count } more passes throw the deal in
vint-contract = Contract: { $call } by { $name } ({ $team } need { $tricks } tricks) · trick value { $value }
vint-tricks = Tricks: { $first } { $a } · { $second } { $b }
vint-sheet = Score sheet: { $first } | { $second }
vint-carried = { "  " }brought in: { $a } | { $b }
vint-above = { "  " }above the line: { $a } | { $b }
vint-line = { "  " }───────────────
vint-game_won = { "  " }game { $n }: { $a } | { $b } (won by { $winner })
vint-game_open = { "  " }game { $n }: { $a } | { $b }
vint-totals = { "  " }games won: { $ga } | { $gb } · totals: { $a } | { $b }
vint-you_play_with = You play with { $partner } against { $first } and { $second }.
vint-made = { $over ->
    [0] made
    [one] made, 1 overtrick
   *[other] made, { $over } overtricks
}
vint-down = { $count } down
vint-below_deal = Below the line: { $first } { $ta ->
    [one] 1 trick
   *[other] { $ta } tricks
} × { $value } = { $a } · { $second } { $tb ->
    [one] 1 trick
   *[other] { $tb } tricks
} × { $value } = { $b }
vint-above_deal = Above the line for { $team }: { $items }
vint-above-honours = { $count } trump honours, { $factor } × { $value } = { $points }
vint-above-aces = { $count ->
    [one] 1 ace
   *[other] { $count } aces
}, { $factor } × { $value } = { $points }
vint-above-aces_split = aces 2–2, the side with more tricks scores two: { $factor } × { $value } = { $points }
vint-above-twelve_tricks = 12 tricks { $points }
vint-above-thirteen_tricks = 13 tricks { $points }
vint-above-small_slam = small slam bid and made { $points }
vint-above-grand_slam = grand slam bid and made { $points }
vint-above-undertricks = { $count ->
    [one] 1 trick short
   *[other] { $count } tricks short
}, { $count } × { $level } × 500 = { $points } (tricks short × level × 500)
vint-above-slam_failed = failed slam { $points }
vint-above-game = game { $points }
vint-above-rubber_game = rubber game { $points }
vint-deal_sum = This deal: { $first } { $ba } + { $aa } = { $a } · { $second } { $bb } + { $ab } = { $b } (below + above the line)
vint-totals_deal = Totals: { $first } { $was_a } + { $da } = { $a } · { $second } { $was_b } + { $db } = { $b }
vint-list_and = { $rest } and { $last }
event-vint-dealt = Deal { $deal }: { $name } deals and calls first.
event-vint-dealt_session = Deal { $deal } (rubber { $rubber }): { $name } deals and calls first.
event-vint-bid = { $name } bids { $call }.
event-vint-passed = { $name } passes.
event-vint-passes = { $names } pass ({ $count } passes).
event-vint-partners = Partners: { $first } against { $second }.
event-vint-partners_rubber = { $rubber ->
    [1] Rubber 1, partners: { $first } against { $second }.
   *[other] Rubber { $rubber }, new partnerships: { $first } against { $second }.
}
event-vint-thrown_in = Eight passes: the deal is thrown in. { $next } deals next.
event-vint-contract = The auction is over: { $call } by { $name }, who plays with { $partner } against { $first } and { $second } and needs { $tricks } tricks. Trump: { $trump }. { $leader } leads. Each trick is worth { $value }.
event-vint-trick_taken = { $trick } → { $name } takes trick { $number }.
event-vint-game_reached = { $team } reach 500 below the line at trick { $trick }: the game is theirs.
event-vint-deal_scored = Deal scored: { $call } by { $name }: { $team } took { $taken } tricks, { $needed } needed ({ $verdict }).
event-vint-rubber_over = Rubber { $rubber } to { $winner } ({ $games } in games). Totals: { $first } { $a } · { $second } { $b }. { $payee } are paid the difference, { $high } − { $low } = { $amount }.
illegal-bid_too_low = A bid must be higher than { $high }: a higher level, or the same level in a higher denomination (♠ < ♣ < ♦ < ♥ < NT).
illegal-partner_scores_differ = Partners carry the same score into a match.
rules-vint =
    Four players in two fixed partnerships, partners sitting opposite; 52 cards, 13 each; no dummy: every hand stays concealed.
    • Auction: the dealer calls first, then clockwise. /pass, or /bid LEVEL DENOMINATION (/bid 3 H) above the last bid; denominations rank ♠ < ♣ < ♦ < ♥ < NT. A pass never stops you bidding later, even over your own bid. 12 passes in a row after a bid end the auction (8 passes with no bid throw the deal in). The last bid is the contract: its bidder's side must take 6 + LEVEL tricks.
    • Play: the declarer's left-hand opponent leads; follow suit if you can, otherwise play anything.
    • Below the line: every trick scores the trick value for the side that takes it, contract made or not: ♠ 4, ♣ 6, ♦ 8, ♥ 10, NT 12, plus 10 per level above 1. 500 below the line wins a game (even mid-deal): a 500 bonus, 1000 for the game that wins the rubber. Two games win the rubber.
    • Above the line: 3, 4 or 5 trump honours (A K Q J 10) held by a side score 20, 30 or 40 × the trick value; the side with more aces scores 10 × the trick value per ace (2–2: two aces to the side with more tricks); 12 tricks 500, 13 tricks 1000; a bid small slam made 3000, a grand slam 5000. Each trick short gives the defenders LEVEL × 500 (a failed slam 3000 or 5000 more).
    • The rubber is settled by the difference of the two sides' totals. Options: slam_bonus_defenders (defenders too score 500/1000 for 12/13 tricks), allow_early_close (4 passes after the last bid close the auction), rubbers=3 (a session: the partners change after each rubber so that every pairing plays once, and each player is settled alone).
