tg-menu-new = Einen Tisch aufmachen: /new SPIEL [option=wert …]
tg-menu-join = Am Tisch dieses Chats mitspielen
tg-menu-leave = Aufstehen (in einer Partie übernimmt der Computer)
tg-menu-addbot = Einen Computerspieler dazuholen: /addbot [easy|normal|strong]
tg-menu-start = Die erste Runde geben (in der Gruppe)
tg-menu-hand = Meine Karten nochmal zeigen, privat
tg-menu-hint = Was der starke Computerspieler täte (Tische mit hints=on)
tg-menu-play = Eine Karte spielen, z. B. /play SJ
tg-menu-auto = Den Computer für mich spielen lassen (/auto off)
tg-menu-score = Die Punkteliste
tg-menu-last = Der letzte Stich
tg-menu-standings = Die Rangliste dieses Chats
tg-menu-rules = Regeln und Optionen: /rules SPIEL
tg-menu-export = Die Aufzeichnung der letzten fertigen Partie: /export [N]
tg-menu-ratings = Die Wertung eines Spiels: /ratings SPIEL [all]
tg-menu-history = Die letzten Partien dieses Chats, mit ihren Aufzeichnungen
tg-menu-profile = Spiele und Wertungen eines Spielers: /profile [NAME]
tg-menu-abort = Den Tisch beenden (wer ihn aufgemacht hat oder Admin)
tg-menu-rematch = Revanche mit denselben Plätzen
tg-menu-sit = Den Platz eines Computers übernehmen: /sit [PLATZ]
tg-menu-kick = Einen Platz dem Computer geben: /kick SPIELER
tg-menu-removebot = Einen Computerspieler vor dem Start wegnehmen: /removebot [NAME]
tg-menu-back = Nach einer Abwesenheit wieder selbst spielen
tg-menu-settings = /settings notify=on|off, turn_seconds=N
tg-menu-help = Alle Befehle
tg-welcome = Servus { $name }! Ich leite Kartenrunden in Telegram-Gruppen. Füg mich zu einer Gruppe hinzu und tipp dort /new schieberamsch. Deine Karten kommen in diesen Chat, mit einem Knopf für jeden Zug, den du machen darfst.
tg-joined = Du sitzt an Tisch #{ $id }. Deine Karten kommen in diesen Chat, sobald die Partie anfängt.
tg-unreachable = { $name }, ich kann dir deine Karten noch nicht schicken. Tipp auf den Knopf unten und drück „Start“: Der Tisch wartet auf dich.
tg-button-open_chat = Meine Karten holen
tg-inline-refused = { $name }: ✗
tg-inline-no_table = Du sitzt an keinem laufenden Tisch: Bot öffnen
tg-inline-in_steps = Diese Karten im privaten Chat wählen
