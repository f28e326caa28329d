error-slow_down = Piano, per favore: troppi comandi di fila. Non è stato fatto niente; riprova tra { $seconds } s.
error-too_many_lobbies = { $max ->
        [one] Hai già { $max } tavolo aperto in attesa di giocatori ({ $ids }). Avvialo o chiudilo con /abort, oppure lascialo scadere, prima di aprirne un altro.
        [many] Hai già { $max } tavoli aperti in attesa di giocatori ({ $ids }). Avviane uno o chiudilo con /abort, oppure lascialo scadere, prima di aprirne un altro.
       *[other] Hai già { $max } tavoli aperti in attesa di giocatori ({ $ids }). Avviane uno o chiudilo con /abort, oppure lascialo scadere, prima di aprirne un altro.
    }
