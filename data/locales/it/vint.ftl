standings-vint = Classifica: prima la differenza saldata più grande: ogni rubber si salda, alla coppia in vantaggio va la differenza tra i totali delle due coppie e all'altra viene tolta (in una sessione: i saldi di ciascun giocatore), sommata sulle partite contate; poi chi ha vinto più partite.
game-vint = Vint
move-bid = Dichiara
vint-call = { $level }{ $denomination }
vint-nt = NT
vint-pass = passo
vint-bid_level = Dichiara { $level }
vint-team = { $first } e { $second }
vint-status = Situazione — atout: { $trump } · contratto: { $contract } · dichiarante: { $declarer } · prese: { $tricks } · di mano: { $forehand }
vint-status_none = non ancora
vint-status_no_trump = nessuno (senza atout)
vint-status_tricks = { $team } { $count }
vint-partners = Coppie: { $first } contro { $second }
vint-rubber = Rubber { $rubber } di { $of }
vint-auction = Licita: { $calls }
vint-passes_run = { $count }× passo
vint-high_bid = Dichiarazione più alta: { $call } di { $name } · { $left }
vint-no_bid = Ancora nessuna dichiarazione · { $left }
vint-passes_left-close-one = ancora 1 passo chiude la licita
vint-passes_left-close-many = ancora { $count ->
        [one] { $count } passo chiude
        [many] { $count } passi chiudono
       *[other] { $count } passi chiudono
    } la licita
vint-passes_left-throw_in-one = ancora 1 passo annulla la smazzata
vint-passes_left-throw_in-many = ancora { $count ->
        [one] { $count } passo annulla
        [many] { $count } passi annullano
       *[other] { $count } passi annullano
    } la smazzata
vint-contract = Contratto: { $call } di { $name } ({ $team } devono fare { $tricks } prese) · valore della presa { $value }
vint-tricks = Prese: { $first } { $a } · { $second } { $b }
vint-sheet = Segnapunti: { $first } | { $second }
vint-carried = { "  " }riportati: { $a } | { $b }
vint-above = { "  " }sopra la linea: { $a } | { $b }
vint-line = { "  " }───────────────
vint-game_won = { "  " }manche { $n }: { $a } | { $b } (vinta da { $winner })
vint-game_open = { "  " }manche { $n }: { $a } | { $b }
vint-totals = { "  " }manche vinte: { $ga } | { $gb } · totali: { $a } | { $b }
vint-you_play_with = Giochi con { $partner } contro { $first } e { $second }.
vint-made = { $over ->
    [0] fatto
    [one] fatto, 1 presa in più
    [many] fatto, { $over } prese in più
   *[other] fatto, { $over } prese in più
}
vint-down = sotto di { $count }
vint-below_deal = Sotto la linea: { $first } { $ta ->
    [one] 1 presa
    [many] { $ta } prese
   *[other] { $ta } prese
} × { $value } = { $a } · { $second } { $tb ->
    [one] 1 presa
    [many] { $tb } prese
   *[other] { $tb } prese
} × { $value } = { $b }
vint-above_deal = Sopra la linea per { $team }: { $items }
vint-above-honours = { $count } onori di atout, { $factor } × { $value } = { $points }
vint-above-aces = { $count ->
    [one] 1 asso
    [many] { $count } assi
   *[other] { $count } assi
}, { $factor } × { $value } = { $points }
vint-above-aces_split = assi 2–2, segna due la coppia con più prese: { $factor } × { $value } = { $points }
vint-above-twelve_tricks = 12 prese { $points }
vint-above-thirteen_tricks = 13 prese { $points }
vint-above-small_slam = piccolo slam dichiarato e fatto { $points }
vint-above-grand_slam = grande slam dichiarato e fatto { $points }
vint-above-undertricks = { $count ->
    [one] 1 presa in meno
    [many] { $count } prese in meno
   *[other] { $count } prese in meno
}, { $count } × { $level } × 500 = { $points } (prese in meno × livello × 500)
vint-above-slam_failed = slam fallito { $points }
vint-above-game = manche { $points }
vint-above-rubber_game = manche del rubber { $points }
vint-deal_sum = Questa smazzata: { $first } { $ba } + { $aa } = { $a } · { $second } { $bb } + { $ab } = { $b } (sotto + sopra la linea)
vint-totals_deal = Totali: { $first } { $was_a } + { $da } = { $a } · { $second } { $was_b } + { $db } = { $b }
vint-list_and = { $rest } e { $last }
event-vint-dealt = Smazzata { $deal }: distribuisce { $name } e dichiara per primo.
event-vint-dealt_session = Smazzata { $deal } (rubber { $rubber }): distribuisce { $name } e dichiara per primo.
event-vint-bid = { $name } dichiara { $call }.
event-vint-passed = { $name } passa.
event-vint-passes = { $names } passano ({ $count ->
    [one] { $count } passo
    [many] { $count } passi
   *[other] { $count } passi
}).
event-vint-partners = Coppie: { $first } contro { $second }.
event-vint-partners_rubber = { $rubber ->
    [1] Rubber 1, coppie: { $first } contro { $second }.
   *[other] Rubber { $rubber }, nuove coppie: { $first } contro { $second }.
}
event-vint-thrown_in = Otto passi: la smazzata è annullata. Ora distribuisce { $next }.
event-vint-contract = La licita è finita: { $call } di { $name }, che gioca con { $partner } contro { $first } e { $second } e deve fare { $tricks } prese. Atout: { $trump }. Esce { $leader }. Ogni presa vale { $value }.
event-vint-trick_taken = { $trick } → { $name } fa la presa { $number }.
event-vint-game_reached = { $team } arrivano a 500 sotto la linea alla presa { $trick }: la manche è loro.
event-vint-deal_scored = Smazzata contata: { $call } di { $name }: { $team } hanno fatto { $taken } prese, ne servivano { $needed } ({ $verdict }).
event-vint-rubber_over = Rubber { $rubber } a { $winner } ({ $games } in manche). Totali: { $first } { $a } · { $second } { $b }. A { $payee } va la differenza, { $high } − { $low } = { $amount }.
illegal-bid_too_low = Una dichiarazione deve superare { $high }: un livello più alto, o lo stesso livello in una denominazione più alta (♠ < ♣ < ♦ < ♥ < NT).
illegal-partner_scores_differ = I compagni entrano in partita con lo stesso punteggio.
rules-vint =
    Quattro giocatori in due coppie fisse, i compagni seduti uno di fronte all'altro; 52 carte, 13 a testa; niente morto: ogni mano resta coperta.
    • Licita: dichiara per primo il mazziere, poi in senso orario. /pass, oppure /bid LIVELLO DENOMINAZIONE (/bid 3 H) sopra l'ultima dichiarazione; le denominazioni in ordine ♠ < ♣ < ♦ < ♥ < NT (senza atout). Chi passa può sempre dichiarare più tardi, anche sopra la propria dichiarazione. 12 passi di fila dopo una dichiarazione chiudono la licita (8 passi senza dichiarazioni annullano la smazzata). L'ultima dichiarazione è il contratto: la coppia di chi l'ha fatta deve fare 6 + LIVELLO prese.
    • Gioco: esce l'avversario a sinistra del dichiarante; si risponde al seme se si può, altrimenti si gioca qualsiasi carta.
    • Sotto la linea: ogni presa vale il valore della presa per la coppia che la fa, contratto fatto o no: ♠ 4, ♣ 6, ♦ 8, ♥ 10, NT 12, più 10 per ogni livello sopra l'1. 500 sotto la linea vincono una manche (anche a metà smazzata): un premio di 500, 1000 per la manche che vince il rubber. Due manche vincono il rubber.
    • Sopra la linea: 3, 4 o 5 onori di atout (A R D F 10) in mano a una coppia valgono 20, 30 o 40 × il valore della presa; la coppia con più assi segna 10 × il valore della presa per asso (2–2: due assi alla coppia con più prese); 12 prese 500, 13 prese 1000; un piccolo slam dichiarato e fatto 3000, un grande slam 5000. Ogni presa in meno dà ai difensori LIVELLO × 500 (uno slam fallito 3000 o 5000 in più).
    • Il rubber si salda con la differenza tra i totali delle due coppie. Opzioni: slam_bonus_defenders (anche i difensori segnano 500/1000 per 12/13 prese), allow_early_close (4 passi dopo l'ultima dichiarazione chiudono la licita), rubbers=3 (una sessione: le coppie cambiano dopo ogni rubber, così ogni combinazione gioca una volta, e ogni giocatore salda da solo).
