standings-vint = Rangliste: zuerst die größte abgerechnete Differenz: Jeder Robber wird abgerechnet, die vorne liegende Seite bekommt die Differenz der Gesamtstände beider Seiten gutgeschrieben, die andere muss sie zahlen (bei einer Sitzung: die Abrechnungen jedes einzelnen Spielers), zusammengezählt über die gezählten Partien; dann die meisten gewonnenen Partien.
game-vint = Vint
move-bid = Bieten
vint-call = { $level }{ $denomination }
vint-nt = SA
vint-pass = Passe
vint-bid_level = { $level } bieten
vint-team = { $first } & { $second }
vint-status = Stand der Runde — Trumpf: { $trump } · Kontrakt: { $contract } · Alleinspieler: { $declarer } · Stiche: { $tricks } · Vorhand: { $forehand }
vint-status_none = noch keiner
vint-status_no_trump = keiner (ohne Trumpf)
vint-status_tricks = { $team } { $count }
vint-partners = Partner: { $first } gegen { $second }
vint-rubber = Robber { $rubber } von { $of }
vint-auction = Gebote: { $calls }
vint-passes_run = { $count }× Passe
vint-high_bid = Höchstes Gebot: { $call } von { $name } · { $left }
vint-no_bid = Noch kein Gebot · { $left }
vint-passes_left-close-one = noch 1 Passe, und das Bieten ist zu Ende
vint-passes_left-close-many = noch { $count } Passe, und das Bieten ist zu Ende
vint-passes_left-throw_in-one = noch 1 Passe, und die Runde wird eingeworfen
vint-passes_left-throw_in-many = noch { $count } Passe, und die Runde wird eingeworfen
vint-contract = Kontrakt: { $call } von { $name } ({ $team } brauchen { $tricks } Stiche) · Stichwert { $value }
vint-tricks = Stiche: { $first } { $a } · { $second } { $b }
vint-sheet = Punkteliste: { $first } | { $second }
vint-carried = { "  " }übertragen: { $a } | { $b }
vint-above = { "  " }über dem Strich: { $a } | { $b }
vint-line = { "  " }───────────────
vint-game_won = { "  " }Manche { $n }: { $a } | { $b } (gewonnen von { $winner })
vint-game_open = { "  " }Manche { $n }: { $a } | { $b }
vint-totals = { "  " }gewonnene Manchen: { $ga } | { $gb } · Gesamt: { $a } | { $b }
vint-you_play_with = Du spielst mit { $partner } gegen { $first } und { $second }.
vint-made = { $over ->
    [0] erfüllt
    [one] erfüllt, 1 Überstich
   *[other] erfüllt, { $over } Überstiche
}
vint-down = { $count ->
    [one] 1 Stich zu wenig
   *[other] { $count } Stiche zu wenig
}
vint-below_deal = Unter dem Strich: { $first } { $ta ->
    [one] 1 Stich
   *[other] { $ta } Stiche
} × { $value } = { $a } · { $second } { $tb ->
    [one] 1 Stich
   *[other] { $tb } Stiche
} × { $value } = { $b }
vint-above_deal = Über dem Strich für { $team }: { $items }
vint-above-honours = { $count } Trumpf-Honneurs, { $factor } × { $value } = { $points }
vint-above-aces = { $count ->
    [one] 1 Ass
   *[other] { $count } Asse
}, { $factor } × { $value } = { $points }
vint-above-aces_split = Asse 2–2, die Seite mit mehr Stichen schreibt zwei: { $factor } × { $value } = { $points }
vint-above-twelve_tricks = 12 Stiche { $points }
vint-above-thirteen_tricks = 13 Stiche { $points }
vint-above-small_slam = Kleinschlemm angesagt und erfüllt { $points }
vint-above-grand_slam = Großschlemm angesagt und erfüllt { $points }
vint-above-undertricks = { $count ->
    [one] 1 Stich zu wenig
   *[other] { $count } Stiche zu wenig
}, { $count } × { $level } × 500 = { $points } (fehlende Stiche × Stufe × 500)
vint-above-slam_failed = verlorener Schlemm { $points }
vint-above-game = Manche { $points }
vint-above-rubber_game = Robber-Manche { $points }
vint-deal_sum = Diese Runde: { $first } { $ba } + { $aa } = { $a } · { $second } { $bb } + { $ab } = { $b } (unter + über dem Strich)
vint-totals_deal = Gesamt: { $first } { $was_a } + { $da } = { $a } · { $second } { $was_b } + { $db } = { $b }
vint-list_and = { $rest } und { $last }
event-vint-dealt = Runde { $deal }: { $name } gibt und bietet zuerst.
event-vint-dealt_session = Runde { $deal } (Robber { $rubber }): { $name } gibt und bietet zuerst.
event-vint-bid = { $name } bietet { $call }.
event-vint-passed = { $name } passt.
event-vint-passes = { $names } passen ({ $count } Passe).
event-vint-partners = Partner: { $first } gegen { $second }.
event-vint-partners_rubber = { $rubber ->
    [1] Robber 1, Partner: { $first } gegen { $second }.
   *[other] Robber { $rubber }, neue Partnerschaften: { $first } gegen { $second }.
}
event-vint-thrown_in = Acht Passe: Die Runde wird eingeworfen. Als Nächstes gibt { $next }.
event-vint-contract = Das Bieten ist vorbei: { $call } von { $name }, zusammen mit { $partner } gegen { $first } und { $second }; gebraucht werden { $tricks } Stiche. Trumpf: { $trump }. { $leader } spielt aus. Jeder Stich zählt { $value }.
event-vint-trick_taken = { $trick } → { $name } macht den { $number }. Stich.
event-vint-game_reached = { $team } erreichen beim { $trick }. Stich 500 unter dem Strich: Die Manche gehört ihnen.
event-vint-deal_scored = Runde abgerechnet: { $call } von { $name }: { $team } haben { $taken } Stiche gemacht, { $needed } gebraucht ({ $verdict }).
event-vint-rubber_over = Robber { $rubber } an { $winner } ({ $games } in Manchen). Gesamt: { $first } { $a } · { $second } { $b }. { $payee } bekommen die Differenz, { $high } − { $low } = { $amount }.
illegal-bid_too_low = Ein Gebot muss höher sein als { $high }: eine höhere Stufe oder dieselbe Stufe in einer höheren Farbe (♠ < ♣ < ♦ < ♥ < SA).
illegal-partner_scores_differ = Partner bringen denselben Stand in eine Partie mit.
rules-vint =
    Vier Spieler in zwei festen Partnerschaften, die Partner sitzen sich gegenüber; 52 Karten, 13 für jeden; kein Strohmann: Alle Blätter bleiben verdeckt.
    • Bieten: Der Geber bietet zuerst, dann geht es im Uhrzeigersinn weiter. /pass, oder /bid STUFE FARBE (/bid 3 H; ohne Trumpf: NT) über dem letzten Gebot; die Farben steigen ♠ < ♣ < ♦ < ♥ < SA (ohne Trumpf). Wer gepasst hat, darf später wieder bieten, sogar über sein eigenes Gebot. 12 Passe hintereinander nach einem Gebot beenden das Bieten (8 Passe ohne Gebot: Die Runde wird eingeworfen). Das letzte Gebot ist der Kontrakt: Die Seite des Bieters muss 6 + STUFE Stiche machen.
    • Spiel: Der linke Gegner des Alleinspielers spielt aus; Farbe bedienen, wenn du kannst, sonst beliebig.
    • Unter dem Strich: Jeder Stich bringt der Seite, die ihn macht, den Stichwert, ob der Kontrakt erfüllt ist oder nicht: ♠ 4, ♣ 6, ♦ 8, ♥ 10, SA 12, plus 10 für jede Stufe über 1. 500 unter dem Strich gewinnen eine Manche (auch mitten in der Runde): 500 Bonus, 1000 für die Manche, die den Robber gewinnt. Zwei Manchen gewinnen den Robber.
    • Über dem Strich: 3, 4 oder 5 Trumpf-Honneurs (A K D B 10) bei einer Seite zählen 20, 30 oder 40 × den Stichwert; die Seite mit mehr Assen schreibt 10 × den Stichwert pro Ass (2–2: zwei Asse für die Seite mit mehr Stichen); 12 Stiche 500, 13 Stiche 1000; ein angesagter und erfüllter Kleinschlemm 3000, ein Großschlemm 5000. Jeder fehlende Stich bringt den Gegenspielern STUFE × 500 (ein verlorener Schlemm 3000 oder 5000 mehr).
    • Der Robber wird mit der Differenz der Gesamtstände beider Seiten abgerechnet. Optionen: slam_bonus_defenders (auch die Gegenspieler schreiben 500/1000 für 12/13 Stiche), allow_early_close (4 Passe nach dem letzten Gebot beenden das Bieten), rubbers=3 (eine Sitzung: Nach jedem Robber wechseln die Partner, sodass jede Paarung einmal spielt, und jeder Spieler wird einzeln abgerechnet).
