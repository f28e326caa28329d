standings-bestia = Classifica: prima chi ha più fiches (i saldi delle partite contate, sommati), poi chi ha vinto più partite.
game-bestia = Bestia
move-fold = Lascio
move-knock = Busso
move-terzo = Terzo se devo
move-rob = Ruba la briscola
move-buco = Prendo il buco
bestia-variant = Variante: { $variant } · smazzate giocate { $played } su { $total }
bestia-variant-rome = Romana
bestia-variant-briscola_rubata = Briscola rubata
bestia-variant-mano_a_fidarsi = Mano a fidarsi
bestia-variant-a_perdere = A perdere (vince chi fa meno prese)
bestia-variant-giro_a_tre_carte = Giro a tre carte
bestia-variant-three_card_no_fold = Tre carte, senza lasciare
bestia-variant-terzo_obbligatorio = Terzo obbligatorio
bestia-variant-single_round_knock = Un solo giro, con bussata
bestia-variant-single_winner = Un solo vincitore prende il piatto
bestia-variant-col_buco = Bestia col buco
bestia-pot = Piatto: { $pot } fiches
bestia-pot_play = Piatto: { $pot } fiches · ogni presa vale { $share }
bestia-trump = Briscola: { $suit } · carta scoperta: { $card }
bestia-trump_robbed = Briscola: { $suit } · { $name } ha rubato la carta scoperta { $card }
bestia-trump_hidden = Briscola: coperta fino all'inizio del gioco
bestia-status = Situazione — briscola: { $trump } · piatto: { $pot } · di mano: { $forehand }
bestia-status_trump = { $suit } ({ $card })
bestia-status_hidden = coperta
bestia-suit-D = 🪙 denari
bestia-suit-C = 🏆 coppe
bestia-suit-S = ⚔️ spade
bestia-suit-B = 🪵 bastoni
bestia-in = Ancora in gioco: { $names }
bestia-folded = hanno lasciato: { $names }
bestia-mark-knocked = { " " }(ha bussato)
bestia-mark-terzo = { " " }(terzo se devo)
bestia-mark-buco = { " " }(buco)
bestia-stock = Mazzo: { $count ->
        [one] 1 carta
        [many] { $count } carte
       *[other] { $count } carte
    }
bestia-tricks = Prese: { $tricks }
bestia-suits = Semi: 🪙 denari D · 🏆 coppe C · ⚔️ spade S · 🪵 bastoni B (scrivi per es. /play DA)
bestia-exchange_help = Per cambiare: premi Cambia …, spunta le carte da cambiare, poi conferma. Se confermi senza spuntarne nessuna resti in gioco senza cambiare.
bestia-stay_help = Hai rubato la briscola, quindi giochi con le carte che hai: qui Cambia vuol dire restare in gioco senza cambiare.
bestia-rob_help = Distribuisci tu: ruba la carta scoperta { $card } con Ruba la briscola e la carta che dai in cambio, oppure Passo per lasciarla sul tavolo. Se rubi, giochi questa smazzata con le carte che hai: puoi bussare o restare in gioco, non lasciare né cambiare.
bestia-face_down = coperta
bestia-receives-tricks = { $name } riceve { $amount } dal piatto: { $tricks ->
        [one] 1 presa
        [many] { $tricks } prese
       *[other] { $tricks } prese
    } × { $share } (il piatto di { $pot } diviso in { $hand } parti).
bestia-receives-whole = { $name } prende tutto il piatto, { $amount }, con { $tricks ->
        [one] 1 presa
        [many] { $tricks } prese
       *[other] { $tricks } prese
    } (un solo vincitore).
bestia-receives-perdere = { $name } riceve { $amount } per il minor numero di prese ({ $tricks }): la posta di { $stake } divisa tra { $count ->
        [one] l'unico vincitore
        [many] { $count } vincitori
       *[other] { $count } vincitori
    }.
bestia-receives-ante = { $name } si riprende la posta, { $amount }, con { $tricks ->
        [one] 1 presa
        [many] { $tricks } prese
       *[other] { $tricks } prese
    }.
bestia-pot_stays = Nessuno ha fatto abbastanza prese per vincere: il piatto di { $pot } resta.
bestia-pays-bestia = { $name } non ha fatto prese, è andato in bestia: paga il piatto, { $amount }, nel prossimo piatto.
bestia-pays-knocker_bestia = { $name } ha bussato e non ha fatto prese, è andato in bestia: paga 1½ × { $pot } = { $amount } nel prossimo piatto.
bestia-pays-knocker_half = { $name } ha bussato e ha fatto { $tricks ->
        [one] 1 presa
        [many] { $tricks } prese
       *[other] { $tricks } prese
    }, { $how ->
        [beaten] { $others } di più ({ $best })
        [tied] { $others } altrettante
       *[most] più di tutti
    }: paga il mezzo piatto di chi bussa, ½ × { $pot } = { $amount }, nel prossimo piatto.
bestia-pays-perdere = { $name } ha bussato e ha fatto più prese di tutti ({ $tricks }): paga la posta { $stake } + 1½ × { $pot } = { $amount } nel prossimo piatto.
bestia-next_pot = Prossimo piatto: { $pot } fiches (prima delle poste).
bestia-next_pot_paid = Prossimo piatto: { $paid } = { $pot } fiches (prima delle poste).
bestia-next_pot_sum = Prossimo piatto: { $left } rimaste + { $paid } = { $pot } fiches (prima delle poste).
bestia-balances = Saldi: { $balances } · nel piatto { $pot } (in tutto { $total }).
event-bestia-dealt_antes = Smazzata { $deal }: distribuisce { $name }. Piatto { $pot } fiches ({ $carried } riportate + { $players } poste da { $ante }); carta di briscola { $card }.
event-bestia-dealt_antes_only = Smazzata { $deal }: distribuisce { $name }. Piatto { $pot } fiches ({ $players } poste da { $ante }); carta di briscola { $card }.
event-bestia-dealt = Smazzata { $deal }: distribuisce { $name }. Piatto { $pot } fiches; carta di briscola { $card }.
event-bestia-robbed = { $name } ruba la carta di briscola scoperta { $card }.
event-bestia-rob_declined = { $name } lascia la carta di briscola sul tavolo.
event-bestia-discarded = Hai scartato { $card } al posto della carta di briscola.
event-bestia-terzo = { $name }: terzo se devo.
event-bestia-folded = { $name } lascia.
event-bestia-exchanged-none = { $name } gioca senza cambiare.
event-bestia-exchanged-one = { $name } gioca e cambia 1 carta.
event-bestia-exchanged-many = { $name } gioca e cambia { $count ->
        [one] { $count } carta
        [many] { $count } carte
       *[other] { $count } carte
    }.
bestia-exchanges = Giocano e cambiano: { $exchanges }.
bestia-exchange_item = { $name } { $count ->
        [0] nessuna
        [one] 1 carta
        [many] { $count } carte
       *[other] { $count } carte
    }
event-bestia-drawn = Hai pescato { $cards }.
event-bestia-stock_remade = Gli scarti vengono mescolati in un nuovo mazzo.
event-bestia-knocked = { $name } bussa! Niente più cambi.
event-bestia-stayed = { $name } gioca con le carte ricevute.
event-bestia-buco_taken = { $name } prende il buco.
event-bestia-safety_stop = Un giro intero senza cambi: si gioca senza nessuno che abbia bussato.
event-bestia-terzo_folded = { $name } deve lasciare (terzo se devo).
event-bestia-pot_won = Hanno lasciato tutti tranne { $name }, che prende tutto il piatto: { $pot } fiches.
event-bestia-pot_split = { $names } si dividono il piatto senza giocare: { $each } fiches a testa.
event-bestia-all_passed = Hanno lasciato tutti: il piatto di { $pot } fiches passa alla prossima smazzata.
event-bestia-play_started = Si gioca: sono in gioco { $names }, esce { $name }, si gioca per { $stake } fiches.
event-bestia-trump_revealed = Si scopre la carta di briscola: { $card }.
event-bestia-trick_taken = { $trick } → { $name } fa la presa.
event-bestia-deal_scored = Mano finita. Prese: { $tricks }.
event-bestia-pot_shared = La partita è finita: quel che resta nel piatto si divide, { $each } fiches a testa.
rules-bestia =
    Da 4 a 6 giocatori, ognuno per sé, con 40 carte italiane: semi 🪙 denari (D), 🏆 coppe (C), ⚔️ spade (S), 🪵 bastoni (B), in ordine A 3 R C F 7 6 5 4 2 (R re, C cavallo, F fante; nei codici da scrivere K, H, J). Tutto gira in senso antiorario. A ogni smazzata ciascuno mette la sua posta di fiches nel piatto; 5 carte a testa, e la carta seguente si scopre per la briscola.
    Dichiarazioni, a turno e di nuovo in giro: /fold (lascio: rinunci alla mano), /exchange CARTE (resti in gioco e cambi fino a 5 carte dal mazzo; /exchange da solo resti senza cambiare), /knock (busso: tieni le tue carte, i cambi finiscono, si gioca ed esce chi ha bussato), oppure al tuo primo turno /terzo (terzo se devo: resti solo se restano al massimo altri due). Un giro intero in cui tutti restano senza cambiare fa partire il gioco senza bussata; l'ultimo rimasto prende il piatto.
    Gioco: rispondi al seme e supera la carta più alta se puoi; se non puoi rispondere, taglia con una briscola, e supera la briscola più alta se puoi. Ogni presa vince un quinto del piatto. Chi gioca e non fa prese è andato in bestia e paga tutto il piatto in quello successivo; chi ha bussato paga 1½ piatti se non fa prese, mezzo piatto se un altro ha fatto più prese. I saldi sono in fiches. La partita finisce quando tutti hanno distribuito (rounds=N volte); quel che resta nel piatto si divide.
    Varianti (/new bestia variant=NOME): rome (come sopra) · briscola_rubata (il mazziere può rubare con /rob la carta scoperta dando una delle sue, o /pass; poi può solo bussare o restare) · mano_a_fidarsi (briscola coperta fino al gioco) · a_perdere (vince chi fa meno prese; chi ha bussato e ne fa di più paga) · giro_a_tre_carte (3 carte, una presa vince un terzo) · three_card_no_fold (3 carte, niente dichiarazioni; 2 prese ti restituiscono la posta) · terzo_obbligatorio (niente terzo; quando restano in tre nessuno può lasciare) · single_round_knock (un turno a testa, cambi fino a 4) · single_winner (3 prese, o 2 se nessun altro ne ha più di 1, prendono tutto il piatto) · col_buco (3 carte, un turno a testa: lasci, bussi per giocare, o /buco per prendere le tre carte coperte).
illegal-bestia-must_beat = Devi superare la carta più alta del seme di uscita, se puoi.
illegal-bestia-must_trump = Non puoi rispondere al seme, quindi devi giocare una briscola.
illegal-bestia-must_overtrump = Devi giocare una briscola più alta di quella in tavola, se puoi.
illegal-bestia-must_lead_top_trump = Devi uscire con la briscola più alta ancora in gioco: { $required }.
illegal-bestia-must_lead_trump_ace = Hai l'asso di briscola: esci con quello ({ $required }).
illegal-bestia-must_fold = Terzo se devo: sono in gioco più di tre giocatori, quindi devi lasciare.
illegal-bestia-fold_not_allowed = Adesso non puoi lasciare.
illegal-bestia-fold_not_allowed-robbed = Hai rubato la carta di briscola scoperta, quindi devi giocare questa smazzata: non puoi lasciare.
illegal-bestia-fold_not_allowed-terzo_obbligatorio = Terzo obbligatorio: gli ultimi tre giocatori rimasti devono giocare, quindi non puoi lasciare.
illegal-bestia-exchange_not_allowed-robbed = Hai rubato la carta di briscola scoperta, quindi giochi con le carte che hai: niente cambio.
illegal-bestia-terzo_not_allowed = Qui il terzo se devo non è ammesso.
illegal-bestia-terzo_twice = Hai già detto terzo se devo.
illegal-bestia-terzo_too_late = Terzo se devo si può dire solo al tuo primo turno.
illegal-bestia-exchange_not_allowed = Qui non puoi cambiare carte.
illegal-bestia-too_many_cards = Puoi cambiare al massimo { $most } carte.
illegal-bestia-buco_taken = Il buco l'ha già preso qualcun altro.
illegal-bestia-not_in_variant = /{ $verb } non fa parte di questa variante.
