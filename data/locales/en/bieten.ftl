standings-bieten = Standings: the most points a match first (the average over the matches counted), then the most matches won.
game-bieten = Bieten
card-as = { $wild } as { $card }
card-bieten-W = Weli
move-cut = Lift
move-steal = Steal
move-stop = Stop
move-bet = Bet
move-raise = Raise
move-accept = Accept
move-refuse = Refuse
bieten-label-cut = Lift { $count }
bieten-label-bet = Bet { $figure }
bieten-label-raise = Raise { $figure } to 3
bieten-label-declare_suit = { $wild } as { $suit }
bieten-figure-rot = Rot
bieten-figure-gruen = Grün
bieten-figure-gleich = Gleich
bieten-figure-hanger = Hanger
bieten-figure-spiel = Spiel
bieten-cutting = { $name } cuts the pack.
bieten-cut = Cut: { $name } lifted { $cards } cards and stole { $stolen }.
bieten-seen = Seen card: { $card }
bieten-status = Status — seen card: { $card } · forehand: { $forehand }
bieten-status_unseen = not yet
bieten-figures = Figures: { $figures }
bieten-fig-open = { $figure } 1
bieten-fig-betting = { $figure } bet by { $bettor }, answers running
bieten-fig-contested = { $figure } { $value } (bet { $bettor }, accepted { $acceptor })
bieten-fig-contested_unanswered = { $figure } { $value } (bet { $bettor })
bieten-fig-raised = { $figure } { $value } (bet { $bettor }, raised { $raiser }, accepted { $acceptor })
bieten-fig-closed = { $figure } paid
bieten-fig-to_trick_winner = { $figure } 1 to the last trick
bieten-awards = Paid at once: { $awards }
bieten-award = { $name } +{ $points } { $figure }
bieten-tricks = Tricks: { $tricks }
bieten-trick_won = { $number } { $name }
bieten-played = Played: { $played }
bieten-asking = { $by } { $kind } { $figure }: { $name } answers.
bieten-asking_after = { $by } { $kind } { $figure }: { $names } said no, { $name } answers.
bieten-kind-bet = bets
bieten-kind-raise = raises
bieten-polling = Betting round before the card: { $name } to bet or pass.
bieten-polling_after = Betting round before the card: { $names } { $count ->
        [one] does
       *[other] do
    } not bet; { $name } to bet or pass.
bieten-sheet = Score sheet (target { $target }): { $rows }
bieten-row = { $name } { $score } (needs { $needs }){ $marks }
bieten-row_done = { $name } { $score }{ $marks }
bieten-mark-gespannt = { " " }gespannt
bieten-mark-gestrichen = { " " }│gestrichen│
bieten-mark-winner = { " " }✗
bieten-mark-loser = { " " }●
bieten-mark-finished = { " " }out (reached the target)
bieten-mark-excluded = { " " }excluded
bieten-you_cut = You cut: lift at least { $min } and at most { $max } cards.
bieten-exposed = The bottom card of your lifted packet is { $card }: steal it or stop.
bieten-you_stole = You stole: { $cards }
bieten-answer_bet = { $name } bets { $figure }: accept (whoever holds the best { $figure } then scores 2) or concede.
bieten-answer_raise = { $name } raises { $figure } to 3: accept (the best { $figure } then scores 3) or refuse.
bieten-answer_bet_spiel = { $name } bets Spiel: accept (the last trick then scores 2) or concede.
bieten-answer_raise_spiel = { $name } raises Spiel to 3: accept (the last trick then scores 3) or refuse.
bieten-cannot_accept = You do not hold { $figure }, so you can only say no.
bieten-still_bet = You may still bet before { $name } plays.
bieten-weli_may = Your { $wild } may be declared as: { $cards }
bieten-weli_many = Your { $wild } may be declared as any of { $count } cards.
bieten-your_bets = Your bets and accepts: { $figures }
bieten-gespannt_you = You are gespannt (1 to go): you may not bet or raise, only accept.
event-bieten-deal_started = Deal { $deal }: { $name } deals, { $cutter } cuts.
event-bieten-cut = { $name } lifts { $cards } cards.
event-bieten-cut_seen = The bottom card of the lifted packet: { $card }.
event-bieten-cut_stolen = You steal { $card }.
event-bieten-stolen = { $name } steals a card ({ $count } so far).
event-bieten-stopped = { $name } stops after stealing { $stolen }.
event-bieten-dealt = The cards are dealt; the seen card is { $card }. { $leader } leads.
event-bieten-card_played = { $name } plays { $card }.
event-bieten-bet = { $name } bets { $figure }!
event-bieten-accepted = { $name } accepts: { $figure } is worth { $value }.
event-bieten-conceded = { $name } concedes { $figure }.
event-bieten-raised = { $name } raises { $figure } to 3!
event-bieten-refused = { $name } refuses the raise of { $figure }.
event-bieten-all_conceded = { $names } { $count ->
        [one] concedes
       *[other] concede
    } { $figure }.
event-bieten-all_refused = { $names } { $count ->
        [one] refuses
       *[other] refuse
    } the raise of { $figure }.
event-bieten-accepted_after = { $names } { $count ->
        [one] concedes
       *[other] concede
    }; { $name } accepts: { $figure } is worth { $value }.
event-bieten-accepted_after_raise = { $names } { $count ->
        [one] refuses
       *[other] refuse
    }; { $name } accepts: { $figure } is worth { $value }.
event-bieten-passed = { $name } does not bet.
event-bieten-poll_over = { $names } { $count ->
        [one] does
       *[other] do
    } not bet: no more bets before the next card.
event-bieten-bet_after = { $names } { $count ->
        [one] does
       *[other] do
    } not bet; { $name } bets { $figure }!
event-bieten-raised_after = { $names } { $count ->
        [one] does
       *[other] do
    } not bet; { $name } raises { $figure } to 3!
event-bieten-penalty = Irregularity, paid at once: { $step }.
event-bieten-figure_awarded = Nobody holds against it: { $name } wins { $figure } at once (+{ $points }).
event-bieten-figure_contested = Nobody accepts the raise: { $figure } stays contested at { $value }.
event-bieten-figure_to_trick_winner = { $figure } was conceded: it goes to the winner of the last trick ({ $value }).
event-bieten-trick_taken = { $name } takes trick { $number } with { $card }.
event-bieten-deal_scored = Deal scored. Figures: { $figures }
event-bieten-count = The count: { $steps }
event-bieten-change = This deal: { $changes }
event-bieten-reached = Reached the target: { $names }
event-bieten-totals = Totals: { $totals }
event-bieten-match_over = Match over. Winner ✗: { $winners } · loser ●: { $losers }. Final totals: { $totals }
bieten-nobody = —
bieten-nobody_lapsed = — (tie or none)
bieten-winner_of = { $figure } { $name }
bieten-step = { $name } { $points } { $what }
bieten-step_figure = { $name } { $points } { $figure } ({ $why })
bieten-why-worth_1 = not bet: 1
bieten-why-worth_2 = bet and accepted: 2
bieten-why-worth_3 = raised and accepted: 3
bieten-why-early_1 = bet, all conceded: 1 at once
bieten-why-early_2 = raise refused by all: 2 at once
bieten-step-weli_penalty = Weli penalty (dealt the Weli, won no figure)
bieten-step-weli_bonus = Weli bonus
bieten-step-lose_all = { $name } loses all points ({ $what })
bieten-offence = offence: { $code }
bieten-step-must_follow_suit = revoke
bieten-step-weli_w1_follow_suit = Weli revoke (W1)
bieten-step-weli_w2_revoked_suit = Weli in a revoked suit (W2)
bieten-step-weli_w3_bet_commitment = Weli against a bet (W3)
bieten-step-weli_duplicate_own_card = Weli as an own card
bieten-step-figure_not_held = figure not held
bieten-step-gespannt = bet while gespannt
bieten-step-raise_exceeds_needs = raise beyond needs
bieten-excluded_now = Excluded for revoking: { $names }
illegal-bieten-must_follow_suit = You must follow suit, not play { $card }: a card of the led suit (or the Weli declared in it).
illegal-bieten-weli_w1_follow_suit = You hold a natural card of the led suit: the Weli must be declared in that suit (W1).
illegal-bieten-weli_w2_revoked_suit = You did not follow that suit earlier in this deal: the Weli may not be declared in it (W2).
illegal-bieten-weli_w3_bet_commitment = That would break a figure you bet or accepted: your three cards must still hold it (W3).
illegal-bieten-weli_duplicate_own_card = At this table the Weli may not be declared as a card you hold.
illegal-bieten-figure_not_held = You do not hold that figure.
illegal-bieten-gespannt = You are gespannt: a bet would be worth more than you still need.
illegal-bieten-raise_exceeds_needs = A raise to 3 needs at least 3 points still to go.
illegal-bieten-figure_already_bet = That figure has already been bet in this deal.
illegal-bieten-already_raised = That figure has already been raised.
illegal-bieten-betting_closed = No more bets: the last card has been played.
illegal-bieten-bettor_cannot_raise = You bet that figure yourself: only another player may raise it.
illegal-bieten-figure_not_contested = Only an accepted bet can be raised.
illegal-bieten-wild_needs_identity = Say what the { $card } is: /play W=HA (suit then rank).
illegal-bieten-not_a_wild = { $card } is not a wild card.
illegal-bieten-bad_identity = The Weli must be declared as a natural card.
illegal-bieten-wrong_response = Answer a bet with /accept or /concede, a raise with /accept or /refuse.
illegal-bieten-cut_out_of_range = Lift between { $min } and { $max } cards.
rules-bieten =
    Tyrol's betting game: 2 to 8 players (3 to 5 best), 33 cards: ♥ hearts, 🍃 leaves, 🔔 bells, 🌰 acorns, each A K O U 10 9 8 7, and the Weli (W), a wild card.
    • The cut: the dealer's right lifts cards (/cut N), sees the bottom card of the lifted packet and may /steal it (seeing the next) up to three times, or /stop; the last card seen is the seen card, face up on the undealt pile. Deal 2-1, three cards each (the cutter fewer by what they stole).
    • Play: three tricks, no trumps, follow suit; the highest card of the led suit wins. The Weli is declared when played (/play W=HA): in the led suit while you hold a natural card of it (W1), never in a suit you failed to follow (W2), so that your three cards still hold every figure you bet or accepted (W3); it loses to the natural card it names.
    • Figures, 1 point each: Rot (best heart), Grün (best leaf), Gleich (best pair or triple), Hanger (best run of one suit), Spiel (last trick). Ties for Gleich or Hanger score nobody. The Weli's holder loses 1 if they win no figure.
    • Betting, at your turn before or after your card: /bet FIGURE you hold. From your left each answers /accept (only holding it) or /concede; all concede: you score 1 at once. The first accept makes it worth 2 to the best holder. Any holder but the bettor may then /raise it to 3: /accept or /refuse; all refuse: the raiser scores 2 at once. A bet must not exceed what you still need: with 1 to go you are gespannt (no bets, accepts only).
    • First to the target wins (✗), the lowest total loses (●). Options: target (points to win), deal_pattern (2-1 or 1-2), cut_min_packet (smallest packet of the cut), betting_window (own_turn, or anytime: a round of bets before every card), weli_may_duplicate_own_card, weli_commitment_on_conceded_bets, spiel_conceded_goes_to_trick_winner, raise_refusal_awards_raiser (false: a refused raise stays contested at 2), enforce_legality (false: illegal acts stand and cost 2, at once when seen as they are made, else at the end of the deal), variant_elimination (winners leave, the last one left loses), variant_harsh_revoke (lose_all_points or eliminated instead of -2), variant_weli_not_wild (the Weli is a bell 6 worth +1 to its holder), variant_spitzen (🔔7 and 🌰7 are wild too), loser_ties (all_tied_lose or no_loser).
