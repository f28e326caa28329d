standings-schieberamsch = Rangliste: zuerst die wenigsten Minuspunkte pro Partie (der Schnitt über die gezählten Partien), dann die meisten gewonnenen Partien.
game-schieberamsch = Schieberamsch
event-schieberamsch-grand_announced = { $name } sagt Grand Hand an!
event-schieberamsch-grand_declined = { $name } passt.
event-schieberamsch-ramsch = Keiner spielt Grand Hand: Schieberamsch.
event-schieberamsch-skat_taken = { $name } nimmt den Skat auf.
event-schieberamsch-skat_cards = Du hast { $cards } aufgenommen.
event-schieberamsch-skat_pushed = { $name } schiebt den Skat ungesehen weiter (bisher { $passes ->
    [one] 1-mal
   *[other] { $passes }-mal
 } geschoben: Die Wertung zählt ×{ $factor }).
event-schieberamsch-skat_discarded = { $name } drückt zwei Karten.
event-schieberamsch-skat_exchanged = { $name } tauscht zwei Karten.
event-schieberamsch-skat_final = Der Skat ist weggelegt. Vorhand spielt aus.
event-schieberamsch-kontra = { $name } sagt Kontra!
event-schieberamsch-rekontra = { $name } sagt Rekontra!
event-schieberamsch-kontra_declined = { $name }: kein Kontra.
event-schieberamsch-rekontra_declined = { $name }: kein Rekontra.
sr-grand_by = Grand Hand von { $name }
sr-status = Stand der Runde — { $game } · geschoben: { $pushes } · Vorhand: { $forehand }
sr-status_ramsch = Ramsch
sr-status_grand = Grand Hand, Alleinspieler { $name }
sr-status_open = Grand Hand oder Ramsch: noch offen
sr-passes = Skat { $count }-mal geschoben
sr-kontra = Kontra: { $names }
sr-rekontra = Rekontra
sr-skat_known = Im Skat: { $cards }
sr-kind-grand = Grand Hand von { $name }: { $won } mit { $points } Augen (Skat eingerechnet); die Gegenspieler { $defenders } zusammen.
sr-kind-jungfrau = Jungfrau: { $names } ohne Stich, die Wertung des Verlierers verdoppelt sich.
error-option_not_for_palatinate = Die Option „{ $option }“ gilt nicht für den Pfälzer Ramsch: Dort endet die Partie, wenn ein Spieler das Ziel erreicht (target=…).
error-option_only_for_palatinate = Die Option „{ $option }“ gilt nur für den Pfälzer Ramsch (palatinate=true): Diese Partie endet nach einer Zahl von Runden (deals=…).
illegal-schieberamsch-nothing_to_decline = Es gibt gerade kein Kontra oder Rekontra, das du ablehnen könntest.
illegal-schieberamsch-kontra_declined = Du hast in dieser Runde schon kein Kontra (kein Rekontra) gesagt.
sr-kind-jungfrau_palatinate = { $names } ohne Stich (im Pfälzer Ramsch verdoppelt die Jungfrau nicht).
sr-kontra_pending = Das erste Ausspielen wartet auf { $names }: Kontra (oder Rekontra) mit /kontra (/rekontra), oder keins mit /pass.
sr-won = gewonnen
sr-lost = verloren
rules-schieberamsch = Drei Spieler, 32 Karten; nur die vier Buben sind Trumpf (♣B ♠B ♥B ♦B), die Farben gehen A 10 K D 9 8 7. Jeder darf zuerst Grand Hand ansagen (/grand, oder /pass). Sonst wird Ramsch gespielt: Reihum nimmt jeder entweder den Skat auf (/take, dann zwei Karten drücken mit /discard) oder schiebt ihn ungesehen weiter (/push), was die Wertung jedes Mal verdoppelt. Farbe bedienen (Buben gehören zum Trumpf), zehn Stiche, der Skat geht an den letzten Stich. Wer die meisten Augen hat, schreibt sie als Minuspunkte (÷10); ein Spieler ohne Stich (Jungfrau) verdoppelt das; macht einer alle Stiche (Durchmarsch), schreibt er stattdessen −120. Grand Hand: Der Alleinspieler braucht 61 von 120 Augen; Wert 24 × (Matadore + 2, + Schneider, + Schwarz), Kontra/Rekontra verdoppeln ihn. Der niedrigste Gesamtstand gewinnt die Partie.
sr-skat-last_trick = Skat { $cards } ({ $points } Augen): geht an { $names }, der den letzten Stich gemacht hat.
sr-skat-most_points = Skat { $cards } ({ $points } Augen): geht an { $names }, mit den meisten Augen.
sr-skat-grand = Skat { $cards } ({ $points } Augen): geht an den Alleinspieler { $names }.
sr-multiplier = Faktor ×{ $factor }: { $causes }.
sr-cause-pushes = { $count ->
    [one] 1-mal geschoben
   *[other] { $count }-mal geschoben
 } (×{ $factor })
sr-cause-kontras = { $count ->
    [one] Kontra
   *[other] { $count } Kontras
 } (×{ $factor })
sr-cause-jungfrau = Jungfrau (×2)
sr-cause-none = nichts verdoppelt
sr-penalty = { $name } hat die meisten Augen: { $points } × { $factor } = { $raw }, ÷10 (Einer gestrichen) = { $score } Minuspunkte.
sr-penalty_palatinate = { $name } hat die meisten Augen: { $points } × { $factor } = { $raw } Minuspunkte.
sr-durchmarsch = Durchmarsch: { $name } hat alle Stiche gemacht: −120 × { $factor } = { $raw }, ÷10 = { $score } Punkte.
sr-durchmarsch_palatinate = Durchmarsch: { $name } hat alle Stiche gemacht; { $names } schreiben je 120 × { $factor } = { $raw } Minuspunkte.
sr-grand_value = Spielwert: { $holds ->
    [with] mit
   *[without] ohne
 } { $matadors }, Spiel und Hand 2{ $schneider ->
    [yes] , Schneider 1
   *[no] {""}
 }{ $schwarz ->
    [yes] , Schwarz 1
   *[no] {""}
 }: { $multiplier } × 24 = { $base }{ $doubling ->
    [kontra] , Kontra ×2 = { $value }
    [rekontra] , Kontra und Rekontra ×4 = { $value }
   *[none] {""}
 }; { $value } ÷10 = { $score } für { $name }.
sr-after-kontra = Nach { $trick } auf dem Tisch sagt { $name } Kontra!
sr-after-rekontra = Nach { $trick } auf dem Tisch sagt { $name } Rekontra!
sr-after-kontra_declined = Nach { $trick } auf dem Tisch, { $name }: kein Kontra.
sr-after-rekontra_declined = Nach { $trick } auf dem Tisch, { $name }: kein Rekontra.
