standings-bestia = Rangliste: zuerst die meisten Chips (die Salden der gezählten Partien zusammengezählt), dann die meisten gewonnenen Partien.
game-bestia = Bestia
move-fold = Aussteigen
move-knock = Bussare
move-terzo = Terzo se devo
move-rob = Rauben
move-buco = Buco nehmen
bestia-variant = Variante: { $variant } · gespielte Runden { $played } von { $total }
bestia-variant-rome = Rom
bestia-variant-briscola_rubata = Briscola rubata
bestia-variant-mano_a_fidarsi = Mano a fidarsi
bestia-variant-a_perdere = A perdere (die wenigsten Stiche gewinnen)
bestia-variant-giro_a_tre_carte = Giro a tre carte
bestia-variant-three_card_no_fold = Drei Karten, kein Aussteigen
bestia-variant-terzo_obbligatorio = Terzo obbligatorio
bestia-variant-single_round_knock = Ein Durchgang mit Bussare
bestia-variant-single_winner = Ein einziger Gewinner nimmt den Pott
bestia-variant-col_buco = Bestia col buco
bestia-pot = Pott: { $pot } Chips
bestia-pot_play = Pott: { $pot } Chips · jeder Stich bringt { $share }
bestia-trump = Trumpf: { $suit } · aufgedeckt: { $card }
bestia-trump_robbed = Trumpf: { $suit } · { $name } hat die aufgedeckte { $card } geraubt
bestia-trump_hidden = Trumpf: verdeckt, bis das Spiel beginnt
bestia-status = Stand der Runde — Trumpf: { $trump } · Pott: { $pot } · Vorhand: { $forehand }
bestia-status_trump = { $suit } ({ $card })
bestia-status_hidden = verdeckt
bestia-suit-D = 🪙 Denari
bestia-suit-C = 🏆 Coppe
bestia-suit-S = ⚔️ Spade
bestia-suit-B = 🪵 Bastoni
bestia-in = Noch drin: { $names }
bestia-folded = ausgestiegen: { $names }
bestia-mark-knocked = { " " }(bussare)
bestia-mark-terzo = { " " }(terzo se devo)
bestia-mark-buco = { " " }(buco)
bestia-stock = Stapel: { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    }
bestia-tricks = Stiche: { $tricks }
bestia-suits = Farben: 🪙 Denari (Münzen) D · 🏆 Coppe (Becher) C · ⚔️ Spade (Schwerter) S · 🪵 Bastoni (Stäbe) B (tippe z. B. /play DA)
bestia-exchange_help = Zum Tauschen: Drück Tauschen …, hak die Karten an, die du abgeben willst, und bestätige. Bestätigst du ohne Haken, bleibst du drin, ohne zu tauschen.
bestia-stay_help = Du hast die Trumpfkarte geraubt und spielst mit den Karten, die du hast: Tauschen heißt hier drinbleiben, ohne zu tauschen.
bestia-rob_help = Du gibst: Raub die aufgedeckte { $card } mit Rauben und der Karte, die du dafür hergibst, oder lass sie mit Passe auf dem Tisch. Hast du geraubt, spielst du diese Runde mit den Karten, die du hast: Du darfst bussare sagen oder drinbleiben, aber nicht aussteigen oder tauschen.
bestia-face_down = verdeckt
bestia-receives-tricks = { $name } bekommt { $amount } aus dem Pott: { $tricks ->
        [one] 1 Stich
       *[other] { $tricks } Stiche
    } × { $share } (der Pott von { $pot } in { $hand } Teilen).
bestia-receives-whole = { $name } nimmt den ganzen Pott, { $amount }, mit { $tricks ->
        [one] 1 Stich
       *[other] { $tricks } Stichen
    } (ein einziger Gewinner).
bestia-receives-perdere = { $name } bekommt { $amount } für die wenigsten Stiche ({ $tricks }): der Einsatz von { $stake }, geteilt { $count ->
        [one] auf den einen Gewinner
       *[other] unter { $count } Gewinner
    }.
bestia-receives-ante = { $name } bekommt den Einsatz zurück, { $amount }, mit { $tricks ->
        [one] 1 Stich
       *[other] { $tricks } Stichen
    }.
bestia-pot_stays = Niemand hat genug Stiche gemacht: Der Pott von { $pot } bleibt liegen.
bestia-pays-bestia = { $name } hat keinen Stich gemacht, andato in bestia: zahlt den Pott, { $amount }, in den nächsten Pott.
bestia-pays-knocker_bestia = { $name } hat bussare gesagt und keinen Stich gemacht, andato in bestia: zahlt 1½ × { $pot } = { $amount } in den nächsten Pott.
bestia-pays-knocker_half = { $name } hat bussare gesagt und { $tricks ->
        [one] 1 Stich
       *[other] { $tricks } Stiche
    } gemacht, { $how ->
        [beaten] { $others } mehr ({ $best })
        [tied] { $others } genauso viele
       *[most] die meisten
    }: der halbe Pott für Bussare, ½ × { $pot } = { $amount }, in den nächsten Pott.
bestia-pays-perdere = { $name } hat bussare gesagt und die meisten Stiche gemacht ({ $tricks }): zahlt den Einsatz { $stake } + 1½ × { $pot } = { $amount } in den nächsten Pott.
bestia-next_pot = Nächster Pott: { $pot } Chips (vor den Einsätzen).
bestia-next_pot_paid = Nächster Pott: { $paid } = { $pot } Chips (vor den Einsätzen).
bestia-next_pot_sum = Nächster Pott: { $left } übrig + { $paid } = { $pot } Chips (vor den Einsätzen).
bestia-balances = Salden: { $balances } · im Pott { $pot } (zusammen { $total }).
event-bestia-dealt_antes = Runde { $deal }: { $name } gibt. Pott { $pot } Chips ({ $carried } übertragen + { $players } Einsätze zu { $ante }); Trumpfkarte { $card }.
event-bestia-dealt_antes_only = Runde { $deal }: { $name } gibt. Pott { $pot } Chips ({ $players } Einsätze zu { $ante }); Trumpfkarte { $card }.
event-bestia-dealt = Runde { $deal }: { $name } gibt. Pott { $pot } Chips; Trumpfkarte { $card }.
event-bestia-robbed = { $name } raubt die aufgedeckte Trumpfkarte { $card }.
event-bestia-rob_declined = { $name } lässt die Trumpfkarte liegen.
event-bestia-discarded = Du hast { $card } für die Trumpfkarte abgelegt.
event-bestia-terzo = { $name }: terzo se devo.
event-bestia-folded = { $name } steigt aus.
event-bestia-exchanged-none = { $name } bleibt drin, ohne zu tauschen.
event-bestia-exchanged-one = { $name } bleibt drin und tauscht 1 Karte.
event-bestia-exchanged-many = { $name } bleibt drin und tauscht { $count } Karten.
bestia-exchanges = Drin geblieben, getauschte Karten: { $exchanges }.
bestia-exchange_item = { $name } { $count }
event-bestia-drawn = Du hast { $cards } gezogen.
event-bestia-stock_remade = Die abgelegten Karten werden zu einem neuen Stapel gemischt.
event-bestia-knocked = { $name } sagt bussare! Kein Tauschen mehr.
event-bestia-stayed = { $name } spielt mit den gegebenen Karten.
event-bestia-buco_taken = { $name } nimmt den Buco.
event-bestia-safety_stop = Ein ganzer Durchgang ohne Tauschen: Das Spiel beginnt ohne Bussare.
event-bestia-terzo_folded = { $name } muss aussteigen (terzo se devo).
event-bestia-pot_won = { $name } ist als Einziger übrig und nimmt den ganzen Pott: { $pot } Chips.
event-bestia-pot_split = { $names } teilen den Pott ohne Spiel: je { $each } Chips.
event-bestia-all_passed = Alle sind ausgestiegen: Der Pott von { $pot } Chips bleibt für die nächste Runde.
event-bestia-play_started = Das Spiel beginnt: { $names } sind drin, { $name } spielt aus, es geht um { $stake } Chips.
event-bestia-trump_revealed = Die Trumpfkarte wird aufgedeckt: { $card }.
event-bestia-trick_taken = { $trick } → { $name } macht den Stich.
event-bestia-deal_scored = Runde vorbei. Stiche: { $tricks }.
event-bestia-pot_shared = Die Partie ist aus: Was im Pott übrig ist, wird geteilt, je { $each } Chips.
rules-bestia =
    4–6 Spieler, jeder für sich, mit 40 italienischen Karten: Farben 🪙 Denari (D), 🏆 Coppe (C), ⚔️ Spade (S), 🪵 Bastoni (B), Rangfolge A 3 R C F 7 6 5 4 2 (R Re, C Cavallo, F Fante). Alles geht gegen den Uhrzeigersinn. In jeder Runde zahlt jeder Spieler seinen Einsatz in Chips in den Pott; jeder bekommt 5 Karten, die nächste wird als Trumpf aufgedeckt.
    Ansagen, reihum und immer wieder herum: /fold (aussteigen), /exchange KARTEN (drinbleiben und bis zu 5 Karten gegen den Stapel tauschen; /exchange allein bleibt ohne Tausch drin), /knock (bussare: die Karten behalten; das Tauschen endet, das Spiel beginnt und wer bussare sagt, spielt aus), oder beim ersten Mal /terzo (terzo se devo: du bleibst nur drin, wenn höchstens zwei andere drinbleiben). Ein ganzer Durchgang, in dem alle ohne Tausch drinbleiben, startet das Spiel ohne Bussare; wer als Einziger übrig ist, nimmt den Pott.
    Spiel: Farbe bedienen und die höchste Karte schlagen, wenn du kannst; kannst du nicht bedienen, trumpfen, und übertrumpfen, wenn du kannst. Jeder Stich bringt ein Fünftel des Potts. Wer mitspielt und keinen Stich macht, ist andato in bestia und zahlt den ganzen Pott in den nächsten; wer bussare gesagt hat, zahlt ohne Stich 1½ Pötte, einen halben Pott, wenn jemand mehr Stiche gemacht hat. Die Salden sind in Chips. Die Partie endet, wenn jeder gegeben hat (rounds=N Mal); was im Pott übrig ist, wird geteilt.
    Varianten (/new bestia variant=NAME): rome (wie oben) · briscola_rubata (der Geber darf die aufgedeckte Karte gegen eine eigene rauben, /rob, oder /pass; dann kann er nur bussare sagen oder drinbleiben) · mano_a_fidarsi (Trumpf verdeckt bis zum Spiel) · a_perdere (die wenigsten Stiche gewinnen; wer bussare sagt und die meisten macht, zahlt) · giro_a_tre_carte (3 Karten, ein Stich bringt ein Drittel) · three_card_no_fold (3 Karten, keine Ansagen; 2 Stiche bringen deinen Einsatz zurück) · terzo_obbligatorio (kein Terzo; sind drei drin, darf keiner aussteigen) · single_round_knock (jeder einmal dran, bis zu 4 Karten tauschen) · single_winner (3 Stiche, oder 2, wenn kein anderer mehr als 1 hat, nehmen den ganzen Pott) · col_buco (3 Karten, jeder einmal dran: aussteigen, bussare zum Spielen, oder /buco, um die drei verdeckten Karten zu nehmen).
illegal-bestia-must_beat = Du musst die höchste Karte der ausgespielten Farbe schlagen, wenn du kannst.
illegal-bestia-must_trump = Du kannst nicht bedienen, also musst du trumpfen.
illegal-bestia-must_overtrump = Du musst einen höheren Trumpf spielen als den im Stich, wenn du kannst.
illegal-bestia-must_lead_top_trump = Du musst den höchsten Trumpf ausspielen, der noch draußen ist: { $required }.
illegal-bestia-must_lead_trump_ace = Du hast das Trumpf-Ass: Spiel es aus ({ $required }).
illegal-bestia-must_fold = Terzo se devo: Mehr als drei Spieler sind drin, also musst du aussteigen.
illegal-bestia-fold_not_allowed = Du darfst jetzt nicht aussteigen.
illegal-bestia-fold_not_allowed-robbed = Du hast die aufgedeckte Trumpfkarte geraubt und musst diese Runde spielen: Aussteigen geht nicht.
illegal-bestia-fold_not_allowed-terzo_obbligatorio = Terzo obbligatorio: Die letzten drei, die drin sind, müssen spielen, also darfst du nicht aussteigen.
illegal-bestia-exchange_not_allowed-robbed = Du hast die aufgedeckte Trumpfkarte geraubt und spielst mit den Karten, die du hast: kein Tausch.
illegal-bestia-terzo_not_allowed = Terzo se devo ist hier nicht erlaubt.
illegal-bestia-terzo_twice = Du hast schon terzo se devo gesagt.
illegal-bestia-terzo_too_late = Terzo se devo darf man nur beim ersten Mal sagen, wenn man dran ist.
illegal-bestia-exchange_not_allowed = Hier darfst du keine Karten tauschen.
illegal-bestia-too_many_cards = Du darfst höchstens { $most } Karten tauschen.
illegal-bestia-buco_taken = Der Buco ist schon genommen.
illegal-bestia-not_in_variant = /{ $verb } gehört nicht zu dieser Variante.
