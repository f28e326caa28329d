standings-bieten = Rangliste: zuerst die meisten Punkte pro Partie (der Schnitt über die gezählten Partien), dann die meisten gewonnenen Partien.
game-bieten = Bieten
card-as = { $wild } als { $card }
card-bieten-W = Weli
move-cut = Abheben
move-steal = Stehlen
move-stop = Aufhören
move-bet = Bieten
move-raise = Erhöhen
move-accept = Halten
move-refuse = Nicht halten
bieten-label-cut = { $count } abheben
bieten-label-bet = { $figure } bieten
bieten-label-raise = { $figure } auf 3 erhöhen
bieten-label-declare_suit = { $wild } als { $suit }
bieten-figure-rot = Rot
bieten-figure-gruen = Grün
bieten-figure-gleich = Gleich
bieten-figure-hanger = Hanger
bieten-figure-spiel = Spiel
bieten-cutting = { $name } hebt ab.
bieten-cut = Abheben: { $name } hat { $cards } Karten abgehoben und { $stolen } gestohlen.
bieten-seen = Gesehene Karte: { $card }
bieten-status = Stand der Runde — gesehene Karte: { $card } · Vorhand: { $forehand }
bieten-status_unseen = noch keine
bieten-figures = Figuren: { $figures }
bieten-fig-open = { $figure } 1
bieten-fig-betting = { $figure } geboten von { $bettor }, die Antworten laufen
bieten-fig-contested = { $figure } { $value } (geboten { $bettor }, gehalten { $acceptor })
bieten-fig-contested_unanswered = { $figure } { $value } (geboten { $bettor })
bieten-fig-raised = { $figure } { $value } (geboten { $bettor }, erhöht { $raiser }, gehalten { $acceptor })
bieten-fig-closed = { $figure } bezahlt
bieten-fig-to_trick_winner = { $figure } 1 für den letzten Stich
bieten-awards = Sofort bezahlt: { $awards }
bieten-award = { $name } +{ $points } { $figure }
bieten-tricks = Stiche: { $tricks }
bieten-trick_won = { $number } { $name }
bieten-played = Gespielt: { $played }
bieten-asking = { $by } { $kind } { $figure }: { $name } antwortet.
bieten-asking_after = { $by } { $kind } { $figure }: { $names } sagten nein, { $name } antwortet.
bieten-kind-bet = bietet
bieten-kind-raise = erhöht
bieten-polling = Bietrunde vor der Karte: { $name } bietet oder passt.
bieten-polling_after = Bietrunde vor der Karte: { $names } { $count ->
        [one] bietet
       *[other] bieten
    } nicht; { $name } bietet oder passt.
bieten-sheet = Punkteliste (Ziel { $target }): { $rows }
bieten-row = { $name } { $score } (braucht { $needs }){ $marks }
bieten-row_done = { $name } { $score }{ $marks }
bieten-mark-gespannt = { " " }gespannt
bieten-mark-gestrichen = { " " }│gestrichen│
bieten-mark-winner = { " " }✗
bieten-mark-loser = { " " }●
bieten-mark-finished = { " " }draußen (Ziel erreicht)
bieten-mark-excluded = { " " }ausgeschlossen
bieten-you_cut = Du hebst ab: mindestens { $min } und höchstens { $max } Karten.
bieten-exposed = Die unterste Karte deines abgehobenen Päckchens ist { $card }: stiehl sie oder hör auf.
bieten-you_stole = Du hast gestohlen: { $cards }
bieten-answer_bet = { $name } bietet { $figure }: halten (wer dann { $figure } am besten hat, schreibt 2) oder aufgeben.
bieten-answer_raise = { $name } erhöht { $figure } auf 3: halten (wer { $figure } am besten hat, schreibt dann 3) oder nicht halten.
bieten-answer_bet_spiel = { $name } bietet Spiel: halten (der letzte Stich schreibt dann 2) oder aufgeben.
bieten-answer_raise_spiel = { $name } erhöht Spiel auf 3: halten (der letzte Stich schreibt dann 3) oder nicht halten.
bieten-cannot_accept = Du hast { $figure } nicht, du kannst also nur nein sagen.
bieten-still_bet = Du darfst noch bieten, bevor { $name } spielt.
bieten-weli_may = Deinen { $wild } kannst du ansagen als: { $cards }
bieten-weli_many = Deinen { $wild } kannst du als jede von { $count } Karten ansagen.
bieten-your_bets = Deine Gebote und gehaltenen Figuren: { $figures }
bieten-gespannt_you = Du bist gespannt (dir fehlt 1): Du darfst nicht bieten oder erhöhen, nur halten.
event-bieten-deal_started = Runde { $deal }: { $name } gibt, { $cutter } hebt ab.
event-bieten-cut = { $name } hebt { $cards } Karten ab.
event-bieten-cut_seen = Die unterste Karte des abgehobenen Päckchens: { $card }.
event-bieten-cut_stolen = Du stiehlst { $card }.
event-bieten-stolen = { $name } stiehlt eine Karte ({ $count } bisher).
event-bieten-stopped = { $name } hört auf ({ $stolen } gestohlen).
event-bieten-dealt = Die Karten sind gegeben; die gesehene Karte ist { $card }. { $leader } spielt aus.
event-bieten-card_played = { $name } spielt { $card }.
event-bieten-bet = { $name } bietet { $figure }!
event-bieten-accepted = { $name } hält: { $figure } zählt { $value }.
event-bieten-conceded = { $name } gibt { $figure } auf.
event-bieten-raised = { $name } erhöht { $figure } auf 3!
event-bieten-refused = { $name } hält die Erhöhung von { $figure } nicht.
event-bieten-all_conceded = { $names } { $count ->
        [one] gibt
       *[other] geben
    } { $figure } auf.
event-bieten-all_refused = { $names } { $count ->
        [one] hält
       *[other] halten
    } die Erhöhung von { $figure } nicht.
event-bieten-accepted_after = { $names } { $count ->
        [one] gibt
       *[other] geben
    } auf; { $name } hält: { $figure } zählt { $value }.
event-bieten-accepted_after_raise = { $names } { $count ->
        [one] hält
       *[other] halten
    } nicht; { $name } hält: { $figure } zählt { $value }.
event-bieten-passed = { $name } bietet nicht.
event-bieten-poll_over = { $names } { $count ->
        [one] bietet
       *[other] bieten
    } nicht: keine Gebote mehr vor der nächsten Karte.
event-bieten-bet_after = { $names } { $count ->
        [one] bietet
       *[other] bieten
    } nicht; { $name } bietet { $figure }!
event-bieten-raised_after = { $names } { $count ->
        [one] bietet
       *[other] bieten
    } nicht; { $name } erhöht { $figure } auf 3!
event-bieten-penalty = Regelverstoß, sofort bezahlt: { $step }.
event-bieten-figure_awarded = Niemand hält dagegen: { $name } bekommt { $figure } sofort (+{ $points }).
event-bieten-figure_contested = Niemand hält die Erhöhung: { $figure } bleibt mit { $value } gehalten.
event-bieten-figure_to_trick_winner = { $figure } wurde aufgegeben: Es geht an den, der den letzten Stich macht ({ $value }).
event-bieten-trick_taken = { $name } macht den { $number }. Stich mit { $card }.
event-bieten-deal_scored = Runde abgerechnet. Figuren: { $figures }
event-bieten-count = Die Abrechnung: { $steps }
event-bieten-change = Diese Runde: { $changes }
event-bieten-reached = Ziel erreicht: { $names }
event-bieten-totals = Gesamtstand: { $totals }
event-bieten-match_over = Partie aus. Gewinner ✗: { $winners } · Verlierer ●: { $losers }. Endstand: { $totals }
bieten-nobody = —
bieten-nobody_lapsed = — (Gleichstand oder keiner)
bieten-winner_of = { $figure } { $name }
bieten-step = { $name } { $points } { $what }
bieten-step_figure = { $name } { $points } { $figure } ({ $why })
bieten-why-worth_1 = nicht geboten: 1
bieten-why-worth_2 = geboten und gehalten: 2
bieten-why-worth_3 = erhöht und gehalten: 3
bieten-why-early_1 = geboten, alle gaben auf: sofort 1
bieten-why-early_2 = Erhöhung von allen nicht gehalten: sofort 2
bieten-step-weli_penalty = Weli-Strafe (den Weli bekommen, keine Figur gewonnen)
bieten-step-weli_bonus = Weli-Bonus
bieten-step-lose_all = { $name } verliert alle Punkte ({ $what })
bieten-offence = Verstoß: { $code }
bieten-step-must_follow_suit = Farbe nicht bedient
bieten-step-weli_w1_follow_suit = Weli: Farbe nicht bedient (W1)
bieten-step-weli_w2_revoked_suit = Weli in einer verleugneten Farbe (W2)
bieten-step-weli_w3_bet_commitment = Weli gegen ein Gebot (W3)
bieten-step-weli_duplicate_own_card = Weli als eigene Karte
bieten-step-figure_not_held = Figur nicht in der Hand
bieten-step-gespannt = geboten, obwohl gespannt
bieten-step-raise_exceeds_needs = Erhöhung über den Bedarf
bieten-excluded_now = Wegen Farbverleugnung ausgeschlossen: { $names }
illegal-bieten-must_follow_suit = Du musst Farbe bedienen, nicht { $card } spielen: eine Karte der ausgespielten Farbe (oder den Weli, in ihr angesagt).
illegal-bieten-weli_w1_follow_suit = Du hast eine echte Karte der ausgespielten Farbe: Der Weli muss in dieser Farbe angesagt werden (W1).
illegal-bieten-weli_w2_revoked_suit = Diese Farbe hast du in dieser Runde schon einmal nicht bedient: Der Weli darf nicht in ihr angesagt werden (W2).
illegal-bieten-weli_w3_bet_commitment = Das würde eine Figur zerstören, die du geboten oder gehalten hast: Deine drei Karten müssen sie weiter enthalten (W3).
illegal-bieten-weli_duplicate_own_card = An diesem Tisch darf der Weli nicht als eine Karte angesagt werden, die du selbst hast.
illegal-bieten-figure_not_held = Diese Figur hast du nicht.
illegal-bieten-gespannt = Du bist gespannt: Ein Gebot wäre mehr wert, als dir noch fehlt.
illegal-bieten-raise_exceeds_needs = Auf 3 erhöhen geht nur, wenn dir noch mindestens 3 Punkte fehlen.
illegal-bieten-figure_already_bet = Diese Figur wurde in dieser Runde schon geboten.
illegal-bieten-already_raised = Diese Figur wurde schon erhöht.
illegal-bieten-betting_closed = Keine Gebote mehr: Die letzte Karte ist gespielt.
illegal-bieten-bettor_cannot_raise = Diese Figur hast du selbst geboten: Nur ein anderer darf sie erhöhen.
illegal-bieten-figure_not_contested = Erhöhen kann man nur ein gehaltenes Gebot.
illegal-bieten-wild_needs_identity = Sag, was der { $card } sein soll: /play W=HA (Farbe, dann Wert).
illegal-bieten-not_a_wild = { $card } ist keine Wilde.
illegal-bieten-bad_identity = Der Weli muss als echte Karte angesagt werden.
illegal-bieten-wrong_response = Auf ein Gebot antwortest du mit /accept oder /concede, auf eine Erhöhung mit /accept oder /refuse.
illegal-bieten-cut_out_of_range = Heb zwischen { $min } und { $max } Karten ab.
rules-bieten =
    Das Tiroler Bietspiel: 2 bis 8 Spieler (am besten 3 bis 5), 33 Karten: ♥ Herz, 🍃 Laub, 🔔 Schellen, 🌰 Eichel, jeweils A K O U 10 9 8 7, dazu der Weli (W), eine wilde Karte.
    • Das Abheben: Der rechts vom Geber hebt Karten ab (/cut N), sieht die unterste Karte des abgehobenen Päckchens und darf sie bis zu dreimal stehlen (/steal, dann sieht er die nächste) oder aufhören (/stop); die zuletzt gesehene Karte ist die gesehene Karte, offen auf dem Rest des Stapels. Gegeben wird 2-1, drei Karten für jeden (der Abheber bekommt so viele weniger, wie er gestohlen hat).
    • Spiel: drei Stiche, kein Trumpf, Farbe bedienen; die höchste Karte der ausgespielten Farbe sticht. Der Weli wird beim Ausspielen angesagt (/play W=HA): in der ausgespielten Farbe, solange du eine echte Karte von ihr hast (W1), nie in einer Farbe, die du nicht bedient hast (W2), und so, dass deine drei Karten weiter jede Figur enthalten, die du geboten oder gehalten hast (W3); gegen die echte Karte, die er darstellt, verliert er.
    • Figuren, je 1 Punkt: Rot (das beste Herz), Grün (das beste Laub), Gleich (das beste Paar oder Drilling), Hanger (die beste Folge in einer Farbe), Spiel (der letzte Stich). Bei Gleichstand in Gleich oder Hanger schreibt keiner. Wer den Weli hat und keine Figur gewinnt, verliert 1.
    • Bieten, wenn du dran bist, vor oder nach deiner Karte: /bet FIGUR, die du hast. Von links antwortet jeder mit /accept (halten, nur wer sie hat) oder /concede (aufgeben); geben alle auf, schreibst du sofort 1. Das erste Halten macht sie 2 wert für den, der sie am besten hat. Jeder, der sie hat, außer dem Bieter, darf dann auf 3 erhöhen (/raise): /accept oder /refuse; hält keiner, schreibt der Erhöhende sofort 2. Ein Gebot darf nicht mehr sein, als dir noch fehlt: Fehlt dir 1, bist du gespannt (kein Bieten, nur Halten).
    • Wer zuerst das Ziel erreicht, gewinnt (✗), der niedrigste Stand verliert (●). Optionen: target (Punkte zum Sieg), deal_pattern (2-1 oder 1-2), cut_min_packet (kleinstes Päckchen beim Abheben), betting_window (own_turn, oder anytime: eine Bietrunde vor jeder Karte), weli_may_duplicate_own_card, weli_commitment_on_conceded_bets, spiel_conceded_goes_to_trick_winner, raise_refusal_awards_raiser (false: eine nicht gehaltene Erhöhung bleibt mit 2 gehalten), enforce_legality (false: Regelverstöße bleiben stehen und kosten 2, sofort, wenn man sie beim Spielen sieht, sonst am Ende der Runde), variant_elimination (Gewinner scheiden aus, der Letzte verliert), variant_harsh_revoke (lose_all_points oder eliminated statt −2), variant_weli_not_wild (der Weli ist ein Schellen-Sechser und bringt seinem Besitzer +1), variant_spitzen (🔔7 und 🌰7 sind auch wild), loser_ties (all_tied_lose oder no_loser).
