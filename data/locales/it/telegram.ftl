tg-menu-new = Apri un tavolo: /new GIOCO [opzione=valore …]
tg-menu-join = Siediti al tavolo di questa chat
tg-menu-leave = Alzati (durante una partita subentra il computer)
tg-menu-addbot = Aggiungi un giocatore computer: /addbot [easy|normal|strong]
tg-menu-start = Distribuisci la prima mano (nel gruppo)
tg-menu-hand = Mostrami di nuovo le mie carte, in privato
tg-menu-play = Gioca una carta, per es. /play SJ
tg-menu-auto = Fai giocare il computer al mio posto (/auto off)
tg-menu-score = Il segnapunti
tg-menu-last = L'ultima presa
tg-menu-standings = La classifica di questa chat
tg-menu-rules = Regole e opzioni: /rules GIOCO
tg-menu-export = Il verbale dell'ultima partita finita: /export [N]
tg-menu-ratings = Le valutazioni di un gioco: /ratings GIOCO [all]
tg-menu-history = Le ultime partite di questa chat, con i verbali
tg-menu-profile = Partite e valutazioni di un giocatore: /profile [NOME]
tg-menu-abort = Chiudi il tavolo (chi l'ha aperto o un amministratore)
tg-menu-rematch = Rivincita con gli stessi posti
tg-menu-sit = Prendi il posto di un computer: /sit [POSTO]
tg-menu-kick = Dai un posto al computer: /kick GIOCATORE
tg-menu-removebot = Togli un giocatore computer dal tavolo in attesa: /removebot [NOME]
tg-menu-back = Riprendi il mio posto dopo un'assenza
tg-menu-settings = /settings notify=on|off, turn_seconds=N
tg-menu-help = Tutti i comandi
tg-welcome = Ciao { $name }! Ospito giochi di carte nei gruppi Telegram. Aggiungimi a un gruppo e lì scrivi /new schieberamsch. Le tue carte arrivano in questa chat, con un pulsante per ogni mossa che puoi fare.
tg-joined = Hai preso posto al tavolo #{ $id }. Le tue carte arriveranno in questa chat quando comincia la partita.
tg-unreachable = { $name }, non riesco ancora a mandarti le tue carte. Tocca il pulsante qui sotto e premi Avvia: il tavolo ti aspetta.
tg-button-open_chat = Ricevi le mie carte
tg-menu-hint = Cosa farebbe il giocatore forte (tavoli con hints=on)
tg-inline-refused = { $name }: ✗
tg-inline-no_table = Non sei a nessun tavolo in corso: apri il bot
tg-inline-in_steps = Scegli quelle carte nella chat privata
