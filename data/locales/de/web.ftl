# Der Web-Tisch (adapters/web): die Wörter der Seite selbst. Die Zeilen des Tisches, die privaten
# Zeilen der Karten und das Protokoll sind die Texte des Chats (main.ftl und die Dateien der Spiele).
web-title = { $game } · Tisch #{ $id }
web-hand = Deine Karten
web-trick = Auf dem Tisch
web-last_trick = Letzter Stich
web-log = Am Tisch
web-players = Spieler
web-your_turn = Du bist dran: tipp auf eine Karte oder eine Auswahl.
web-waiting = Warten auf { $names }.
web-watching = Du schaust zu: Du siehst den Tisch so, wie ihn alle sehen.
web-cards_left = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
web-computer = Computer
web-dealer = Geber
web-reconnecting = Verbindung verloren; verbinde neu …
web-unauthorized = Dieser Link gilt nicht (mehr). Frag den Bot nach einem neuen.
web-not_found = Diesen Tisch gibt es nicht.
web-sent = Gesendet.
web-console_url = Dein Tisch im Browser: { $url }
web-replaced = Dieser Tisch ist auch in anderen Fenstern offen; dieses folgt ihm nicht mehr. Lade neu, um ihm hier zu folgen.
web-seen_card = Gesehene Karte
web-trump_card = Trumpfkarte
web-talon = Talon
# Eine Karte in Worten, als Alternativtext ihres Bildes: „Herz-Ass“, „Becher-10“.
web-card = { $suit }-{ $rank }
web-rank-A = Ass
web-rank-K = König
web-rank-Q = Dame
web-rank-J = Bube
web-rank-O = Ober
web-rank-U = Unter
web-rank-H = Reiter
web-suit-french-H = Herz
web-suit-french-D = Karo
web-suit-french-C = Kreuz
web-suit-french-S = Pik
web-suit-german-H = Herz
web-suit-german-L = Laub
web-suit-german-B = Schellen
web-suit-german-E = Eichel
web-suit-italian-D = Münzen
web-suit-italian-C = Becher
web-suit-italian-S = Schwerter
web-suit-italian-B = Stäbe
