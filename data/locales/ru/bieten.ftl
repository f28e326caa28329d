standings-bieten = Таблица: сначала больше очков за партию (среднее по засчитанным партиям), затем больше выигранных партий.
game-bieten = Bieten
card-as = { $wild } как { $card }
card-bieten-W = Weli
move-cut = Снять
move-steal = Взять карту
move-stop = Хватит
move-bet = Ставка
move-raise = Повысить
move-accept = Принять
move-refuse = Отказаться
bieten-label-cut = Снять { $count }
bieten-label-bet = Ставка на { $figure }
bieten-label-raise = { $figure } до 3
bieten-label-declare_suit = { $wild } как { $suit }
bieten-figure-rot = Rot
bieten-figure-gruen = Grün
bieten-figure-gleich = Gleich
bieten-figure-hanger = Hanger
bieten-figure-spiel = Spiel
bieten-cutting = { $name } снимает колоду.
bieten-cut = Съём: { $name } снимает карт: { $cards }, забирает: { $stolen }.
bieten-seen = Открытая карта: { $card }
bieten-status = Положение — открытая карта: { $card } · первая рука: { $forehand }
bieten-status_unseen = пока нет
bieten-figures = Фигуры: { $figures }
bieten-fig-open = { $figure } 1
bieten-fig-betting = { $figure }: ставка игрока { $bettor }, идут ответы
bieten-fig-contested = { $figure } { $value } (ставит { $bettor }, принимает { $acceptor })
bieten-fig-contested_unanswered = { $figure } { $value } (ставит { $bettor })
bieten-fig-raised = { $figure } { $value } (ставит { $bettor }, повышает { $raiser }, принимает { $acceptor })
bieten-fig-closed = { $figure } оплачена
bieten-fig-to_trick_winner = { $figure } 1 — за последнюю взятку
bieten-awards = Оплачено сразу: { $awards }
bieten-award = { $name } +{ $points } { $figure }
bieten-tricks = Взятки: { $tricks }
bieten-trick_won = { $number } { $name }
bieten-played = Сыграно: { $played }
bieten-asking = { $by } { $kind } { $figure }: отвечает { $name }.
bieten-asking_after = { $by } { $kind } { $figure }: { $names } — нет, отвечает { $name }.
bieten-kind-bet = ставит на
bieten-kind-raise = повышает ставку на
bieten-polling = Круг ставок перед картой: { $name } ставит или пасует.
bieten-polling_after = Круг ставок перед картой: { $names } { $count ->
        [one] не ставит
        [few] не ставят
        [many] не ставят
       *[other] не ставят
    }; { $name } ставит или пасует.
bieten-sheet = Запись (до { $target }): { $rows }
bieten-row = { $name } { $score } (осталось { $needs }){ $marks }
bieten-row_done = { $name } { $score }{ $marks }
bieten-mark-gespannt = { " " }gespannt
bieten-mark-gestrichen = { " " }│gestrichen│
bieten-mark-winner = { " " }✗
bieten-mark-loser = { " " }●
bieten-mark-finished = { " " }— цель набрана
bieten-mark-excluded = { " " }— исключение
bieten-you_cut = Ты снимаешь: сними не меньше { $min } и не больше { $max } карт.
bieten-exposed = Нижняя карта твоей снятой пачки — { $card }: забери её или остановись.
bieten-you_stole = Ты забираешь: { $cards }
bieten-answer_bet = { $name } ставит на { $figure }: прими (тогда лучшая фигура { $figure } приносит 2) или сдайся.
bieten-answer_raise = { $name } повышает { $figure } до 3: прими (тогда лучшая фигура { $figure } приносит 3) или откажись.
bieten-answer_bet_spiel = { $name } ставит на Spiel: прими (тогда последняя взятка приносит 2) или сдайся.
bieten-answer_raise_spiel = { $name } повышает Spiel до 3: прими (тогда последняя взятка приносит 3) или откажись.
bieten-cannot_accept = У тебя нет фигуры { $figure }, так что можно только сдаться.
bieten-still_bet = Ставку ещё можно сделать, пока { $name } не сделает ход.
bieten-weli_may = Твой { $wild } можно объявить как: { $cards }
bieten-weli_many = { $count ->
    [one] Твой { $wild } можно объявить как любую из { $count } карты.
    [few] Твой { $wild } можно объявить как любую из { $count } карт.
    [many] Твой { $wild } можно объявить как любую из { $count } карт.
   *[other] Твой { $wild } можно объявить как любую из { $count } карты.
}
bieten-your_bets = Твои ставки и принятые ставки: { $figures }
bieten-gespannt_you = Ты gespannt (остался 1 пункт): ставить и повышать нельзя, можно только принимать.
event-bieten-deal_started = Раздача { $deal }: сдаёт { $name }, снимает { $cutter }.
event-bieten-cut = { $name } снимает { $cards ->
    [one] { $cards } карту
    [few] { $cards } карты
    [many] { $cards } карт
   *[other] { $cards } карты
}.
event-bieten-cut_seen = Нижняя карта снятой пачки: { $card }.
event-bieten-cut_stolen = Ты забираешь { $card }.
event-bieten-stolen = { $name } забирает карту (всего { $count }).
event-bieten-stopped = { $name } останавливается (забрано карт: { $stolen }).
event-bieten-dealt = Карты сданы; открытая карта — { $card }. Первым ходит { $leader }.
event-bieten-card_played = { $name } играет { $card }.
event-bieten-bet = { $name } ставит на { $figure }!
event-bieten-accepted = { $name } принимает: { $figure } стоит { $value }.
event-bieten-conceded = { $name } уступает { $figure }.
event-bieten-raised = { $name } повышает { $figure } до 3!
event-bieten-refused = { $name } не принимает повышение { $figure }.
event-bieten-all_conceded = { $names } { $count ->
        [one] уступает
        [few] уступают
        [many] уступают
       *[other] уступают
    } { $figure }.
event-bieten-all_refused = { $names } { $count ->
        [one] не принимает
        [few] не принимают
        [many] не принимают
       *[other] не принимают
    } повышение { $figure }.
event-bieten-accepted_after = { $names } { $count ->
        [one] уступает
        [few] уступают
        [many] уступают
       *[other] уступают
    }; { $name } принимает: { $figure } стоит { $value }.
event-bieten-accepted_after_raise = { $names } { $count ->
        [one] не принимает
        [few] не принимают
        [many] не принимают
       *[other] не принимают
    } повышение; { $name } принимает: { $figure } стоит { $value }.
event-bieten-passed = { $name } не ставит.
event-bieten-poll_over = { $names } { $count ->
        [one] не ставит
        [few] не ставят
        [many] не ставят
       *[other] не ставят
    }: до следующей карты ставок больше нет.
event-bieten-bet_after = { $names } { $count ->
        [one] не ставит
        [few] не ставят
        [many] не ставят
       *[other] не ставят
    }; { $name } ставит на { $figure }!
event-bieten-raised_after = { $names } { $count ->
        [one] не ставит
        [few] не ставят
        [many] не ставят
       *[other] не ставят
    }; { $name } повышает { $figure } до 3!
event-bieten-penalty = Нарушение, штраф сразу: { $step }.
event-bieten-figure_awarded = Никто не принял: { $name } сразу получает { $figure } (+{ $points }).
event-bieten-figure_contested = Повышение никто не принял: { $figure } остаётся спорной за { $value }.
event-bieten-figure_to_trick_winner = { $figure } уступлена: её получает тот, кто возьмёт последнюю взятку ({ $value }).
event-bieten-trick_taken = { $name } берёт { $number }-ю взятку картой { $card }.
event-bieten-deal_scored = Раздача подсчитана. Фигуры: { $figures }
event-bieten-count = Подсчёт: { $steps }
event-bieten-change = Эта раздача: { $changes }
event-bieten-reached = Набрали нужное: { $names }
event-bieten-totals = Общий счёт: { $totals }
event-bieten-match_over = Партия окончена. Победитель ✗: { $winners } · проигравший ●: { $losers }. Итоговый счёт: { $totals }
bieten-nobody = —
bieten-nobody_lapsed = — (ничья или ни у кого)
bieten-winner_of = { $figure } { $name }
bieten-step = { $name } { $points } { $what }
bieten-step_figure = { $name } { $points } { $figure } ({ $why })
bieten-why-worth_1 = без ставки: 1
bieten-why-worth_2 = ставка принята: 2
bieten-why-worth_3 = повышение принято: 3
bieten-why-early_1 = ставка, все уступили: 1 сразу
bieten-why-early_2 = повышение никто не принял: 2 сразу
bieten-step-weli_penalty = штраф за Weli (Weli на руках, ни одной фигуры)
bieten-step-weli_bonus = премия за Weli
bieten-step-lose_all = { $name } теряет все очки ({ $what })
bieten-offence = нарушение: { $code }
bieten-step-must_follow_suit = ренонс
bieten-step-weli_w1_follow_suit = ренонс с Weli (W1)
bieten-step-weli_w2_revoked_suit = Weli в масти, где был ренонс (W2)
bieten-step-weli_w3_bet_commitment = Weli против своей ставки (W3)
bieten-step-weli_duplicate_own_card = Weli как своя же карта
bieten-step-figure_not_held = нет такой фигуры
bieten-step-gespannt = ставка в положении gespannt
bieten-step-raise_exceeds_needs = повышение больше, чем осталось набрать
bieten-excluded_now = Исключены за ренонс: { $names }
illegal-bieten-must_follow_suit = Нужно ходить в масть, а не { $card }: картой масти захода (или объявленным в ней Weli).
illegal-bieten-weli_w1_follow_suit = У тебя есть настоящая карта масти захода: Weli нужно объявить в этой масти (W1).
illegal-bieten-weli_w2_revoked_suit = Раньше в этой раздаче у тебя был ренонс в этой масти: объявлять в ней Weli нельзя (W2).
illegal-bieten-weli_w3_bet_commitment = Так нарушится фигура из твоих ставок или принятых тобой ставок: твои три карты должны по-прежнему её составлять (W3).
illegal-bieten-weli_duplicate_own_card = За этим столом Weli нельзя объявить картой, которая у тебя на руках.
illegal-bieten-figure_not_held = У тебя нет этой фигуры.
illegal-bieten-gespannt = Ты gespannt: ставка стоила бы больше, чем тебе осталось набрать.
illegal-bieten-raise_exceeds_needs = Для повышения до 3 нужно, чтобы оставалось набрать хотя бы 3 очка.
illegal-bieten-figure_already_bet = На эту фигуру в этой раздаче уже ставили.
illegal-bieten-already_raised = Эту фигуру уже повышали.
illegal-bieten-betting_closed = Ставок больше нет: последняя карта сыграна.
illegal-bieten-bettor_cannot_raise = Это твоя ставка: повысить её может только другой игрок.
illegal-bieten-figure_not_contested = Повысить можно только принятую ставку.
illegal-bieten-wild_needs_identity = Скажи, чем будет { $card }: /play W=HA (масть, потом достоинство).
illegal-bieten-not_a_wild = { $card } — не джокер.
illegal-bieten-bad_identity = Weli нужно объявить настоящей картой.
illegal-bieten-wrong_response = На ставку отвечают /accept или /concede, на повышение — /accept или /refuse.
illegal-bieten-cut_out_of_range = Сними от { $min } до { $max } карт.
rules-bieten =
    Тирольская игра со ставками: от 2 до 8 игроков (лучше 3–5), 33 карты: ♥ черви, 🍃 листья, 🔔 бубенцы, 🌰 жёлуди, в каждой масти Т К О У 10 9 8 7, и Weli (W) — джокер.
    • Съём: игрок справа от сдающего снимает карты (/cut N), видит нижнюю карту снятой пачки и может забрать её (/steal), увидев следующую, — до трёх раз, или остановиться (/stop); последняя увиденная карта — открытая, она лежит лицом вверх на остатке колоды. Сдают 2-1, по три карты каждому (снимавшему меньше на столько, сколько он забрал).
    • Розыгрыш: три взятки, без козырей, ходить в масть; берёт старшая карта масти захода. Weli объявляют, когда его играют (/play W=HA): в масти захода, если у тебя есть настоящая карта этой масти (W1), никогда в масти, где у тебя был ренонс (W2), и так, чтобы твои три карты по-прежнему составляли каждую фигуру из твоих ставок и принятых тобой ставок (W3); он уступает настоящей карте, которую изображает.
    • Фигуры, по 1 очку: Rot (старшая черва), Grün (старший лист), Gleich (лучшая пара или тройка), Hanger (лучшая последовательность в одной масти), Spiel (последняя взятка). При равенстве Gleich или Hanger не получает никто. Владелец Weli теряет 1, если не получил ни одной фигуры.
    • Ставки — в свой ход, до или после своей карты: /bet ФИГУРА, которая у тебя есть. Начиная слева, каждый отвечает /accept (только если она у него есть) или /concede; все уступили — ты сразу получаешь 1. Первое принятие делает её ценой 2 для лучшего владельца. Любой владелец, кроме поставившего, может затем повысить её до 3 (/raise): /accept или /refuse; все отказались — повысивший сразу получает 2. Ставка не может превышать то, что тебе осталось набрать: когда остался 1, ты gespannt (ставить нельзя, только принимать).
    • Первый, кто набрал цель, выигрывает (✗), у кого меньше всех — проигрывает (●). Настройки: target (очков для победы), deal_pattern (2-1 или 1-2), cut_min_packet (наименьшая пачка при съёме), betting_window (own_turn, или anytime: круг ставок перед каждой картой), weli_may_duplicate_own_card, weli_commitment_on_conceded_bets, spiel_conceded_goes_to_trick_winner, raise_refusal_awards_raiser (false: непринятое повышение остаётся спорным за 2), enforce_legality (false: неправильные ходы остаются в силе и стоят 2 — сразу, если замечены в момент хода, иначе в конце раздачи), variant_elimination (победители выходят, проигрывает последний оставшийся), variant_harsh_revoke (lose_all_points или eliminated вместо -2), variant_weli_not_wild (Weli — бубенцовая шестёрка, +1 её владельцу), variant_spitzen (🔔7 и 🌰7 тоже джокеры), loser_ties (all_tied_lose или no_loser).
