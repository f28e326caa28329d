standings-schieberamsch = Standings: the fewest penalty points a match first (the average over the matches counted), then the most matches won.
game-schieberamsch = Schieberamsch
event-schieberamsch-grand_announced = { $name } announces Grand Hand!
event-schieberamsch-grand_declined = { $name } passes.
event-schieberamsch-ramsch = Nobody plays Grand Hand: Schieberamsch.
event-schieberamsch-skat_taken = { $name } picks up the skat.
event-schieberamsch-skat_cards = You picked up { $cards }.
event-schieberamsch-skat_pushed = { $name } pushes the skat on unseen ({ $passes ->
    [one] 1 push
   *[other] { $passes } pushes
 } so far: the score counts ×{ $factor }).
event-schieberamsch-skat_discarded = { $name } discards two cards.
event-schieberamsch-skat_exchanged = { $name } exchanges two cards.
event-schieberamsch-skat_final = The skat is set aside. Forehand leads.
event-schieberamsch-kontra = { $name } says Kontra!
event-schieberamsch-rekontra = { $name } says Rekontra!
event-schieberamsch-kontra_declined = { $name }: no Kontra.
event-schieberamsch-rekontra_declined = { $name }: no Rekontra.
sr-grand_by = Grand Hand by { $name }
sr-status = Status — { $game } · pushes: { $pushes } · forehand: { $forehand }
sr-status_ramsch = Ramsch
sr-status_grand = Grand Hand, soloist { $name }
sr-status_open = Grand Hand or Ramsch: not yet
sr-passes = Skat pushed { $count }×
sr-kontra = Kontra: { $names }
sr-rekontra = Rekontra
sr-skat_known = In the skat: { $cards }
sr-kind-grand = Grand Hand by { $name }: { $won } with { $points } card points (skat included); the defenders { $defenders } together.
sr-kind-jungfrau = Jungfrau: { $names } took no trick, the loser's score doubles.
error-option_not_for_palatinate = Option “{ $option }” does not apply to Palatinate Ramsch: its match ends when a player reaches the target score (target=…).
error-option_only_for_palatinate = Option “{ $option }” applies only to Palatinate Ramsch (palatinate=true): this match ends after a number of deals (deals=…).
illegal-schieberamsch-nothing_to_decline = There is no Kontra or Rekontra for you to decline now.
illegal-schieberamsch-kontra_declined = You have already said no Kontra (no Rekontra) this deal.
sr-kind-jungfrau_palatinate = { $names } took no trick (no Jungfrau doubling in Palatinate Ramsch).
sr-kontra_pending = The opening lead waits for { $names }: Kontra (or Rekontra) with /kontra (/rekontra), or none with /pass.
sr-won = won
sr-lost = lost
rules-schieberamsch = Three players, 32 cards; only the four jacks are trumps (♣J ♠J ♥J ♦J), plain suits rank A 10 K Q 9 8 7. Each player may first announce Grand Hand (/grand, or /pass). Otherwise it is Ramsch: in turn each player either picks up the skat (/take, then /discard two cards) or pushes it on unseen (/push), doubling the score each time. Follow suit (jacks belong to trumps), ten tricks, the skat goes to the last trick. Whoever has most card points scores them as penalty (÷10); a player with no trick (Jungfrau) doubles it; one player taking every trick (Durchmarsch) scores −120 instead. Grand Hand: the soloist needs 61 of 120 points; value 24 × (matadors + 2, + Schneider, + Schwarz), Kontra/Rekontra double it. Lowest total wins the match.
sr-skat-last_trick = Skat { $cards } ({ $points } card points): added to { $names }, who took the last trick.
sr-skat-most_points = Skat { $cards } ({ $points } card points): added to { $names }, with the most card points.
sr-skat-grand = Skat { $cards } ({ $points } card points): added to the soloist { $names }.
sr-multiplier = Multiplier ×{ $factor }: { $causes }.
sr-cause-pushes = { $count ->
    [one] 1 push
   *[other] { $count } pushes
 } (×{ $factor })
sr-cause-kontras = { $count ->
    [one] Kontra
   *[other] { $count } Kontras
 } (×{ $factor })
sr-cause-jungfrau = Jungfrau (×2)
sr-cause-none = nothing doubled
sr-penalty = { $name } has the most card points: { $points } × { $factor } = { $raw }, ÷10 (units dropped) = { $score } penalty points.
sr-penalty_palatinate = { $name } has the most card points: { $points } × { $factor } = { $raw } penalty points.
sr-durchmarsch = Durchmarsch: { $name } took every trick: −120 × { $factor } = { $raw }, ÷10 = { $score } points.
sr-durchmarsch_palatinate = Durchmarsch: { $name } took every trick; { $names } score 120 × { $factor } = { $raw } penalty points each.
sr-grand_value = Game value: { $holds ->
    [with] with
   *[without] without
 } { $matadors }, game and hand 2{ $schneider ->
    [yes] , Schneider 1
   *[no] {""}
 }{ $schwarz ->
    [yes] , Schwarz 1
   *[no] {""}
 }: { $multiplier } × 24 = { $base }{ $doubling ->
    [kontra] , Kontra ×2 = { $value }
    [rekontra] , Kontra and Rekontra ×4 = { $value }
   *[none] {""}
 }; { $value } ÷10 = { $score } for { $name }.
sr-after-kontra = After { $trick } on the table, { $name } says Kontra!
sr-after-rekontra = After { $trick } on the table, { $name } says Rekontra!
sr-after-kontra_declined = After { $trick } on the table, { $name }: no Kontra.
sr-after-rekontra_declined = After { $trick } on the table, { $name }: no Rekontra.
