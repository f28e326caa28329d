# Il tavolo sul web (adapters/web): le parole della pagina. Le righe del tavolo, quelle private
# delle carte e il diario degli eventi sono i testi della chat (main.ftl e i file dei giochi).
web-title = { $game } · tavolo #{ $id }
web-hand = Le tue carte
web-trick = In tavola
web-last_trick = Ultima presa
web-log = Al tavolo
web-players = Giocatori
web-your_turn = Tocca a te: scegli una carta o un'opzione.
web-waiting = In attesa di { $names }.
web-watching = Stai guardando: vedi il tavolo come lo vedono tutti.
web-cards_left = { $count ->
    [one] { $count } carta
    [many] { $count } carte
   *[other] { $count } carte
}
web-computer = computer
web-dealer = mazziere
web-reconnecting = Connessione persa; mi ricollego…
web-unauthorized = Questo link non è (più) valido. Chiedine uno nuovo al bot.
web-not_found = Questo tavolo non esiste.
web-sent = Inviato.
web-console_url = Il tuo tavolo nel browser: { $url }
web-replaced = Questo tavolo è aperto anche in altre finestre; questa non lo segue più. Ricarica la pagina per seguirlo qui.
web-seen_card = Carta vista
web-trump_card = Carta di briscola
web-talon = Tallone
# Una carta a parole, come testo alternativo della sua immagine: «Asso di cuori», «10 di coppe».
web-card = { $rank } di { $suit }
web-rank-A = Asso
web-rank-K = Re
web-rank-Q = Donna
web-rank-J = Fante
web-rank-O = Ober
web-rank-U = Unter
web-rank-H = Cavallo
web-suit-french-H = cuori
web-suit-french-D = quadri
web-suit-french-C = fiori
web-suit-french-S = picche
web-suit-german-H = cuori
web-suit-german-L = foglie
web-suit-german-B = sonagli
web-suit-german-E = ghiande
web-suit-italian-D = denari
web-suit-italian-C = coppe
web-suit-italian-S = spade
web-suit-italian-B = bastoni
