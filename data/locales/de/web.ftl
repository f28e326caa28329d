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
