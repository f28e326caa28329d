error-slow_down = Langsam, bitte: zu viele Befehle hintereinander. Es ist nichts passiert; probier es in { $seconds } s nochmal.
error-too_many_lobbies = { $max ->
    [one] Du hast schon einen offenen Tisch, der auf Spieler wartet ({ $ids }). Starte ihn oder brich ihn mit /abort ab, oder lass ihn verfallen, bevor du einen neuen aufmachst.
   *[other] Du hast schon { $max } offene Tische, die auf Spieler warten ({ $ids }). Starte einen davon oder brich ihn mit /abort ab, oder lass ihn verfallen, bevor du einen neuen aufmachst.
}
