standings-bestia = Таблица: сначала больше фишек (сумма итогов засчитанных партий), затем больше выигранных партий.
game-bestia = Bestia
move-fold = Выйти
move-knock = Стук
move-terzo = Terzo se devo
move-rob = Забрать козырь
move-buco = Взять buco
bestia-variant = Вариант: { $variant } · сыграно раздач { $played } из { $total }
bestia-variant-rome = Римский
bestia-variant-briscola_rubata = Briscola rubata
bestia-variant-mano_a_fidarsi = Mano a fidarsi
bestia-variant-a_perdere = A perdere (выигрывает меньше взяток)
bestia-variant-giro_a_tre_carte = Giro a tre carte
bestia-variant-three_card_no_fold = Три карты, без выхода
bestia-variant-terzo_obbligatorio = Terzo obbligatorio
bestia-variant-single_round_knock = Один круг со стуком
bestia-variant-single_winner = Банк забирает один победитель
bestia-variant-col_buco = Bestia col buco
bestia-pot = Банк, фишек: { $pot }
bestia-pot_play = Банк, фишек: { $pot } · каждая взятка приносит { $share }
bestia-trump = Козырь: { $suit } · открыта карта { $card }
bestia-trump_robbed = Козырь: { $suit } · открытую карту { $card } забирает { $name }
bestia-trump_hidden = Козырь: закрыт до начала розыгрыша
bestia-status = Положение — козырь: { $trump } · банк: { $pot } · первая рука: { $forehand }
bestia-status_trump = { $suit } ({ $card })
bestia-status_hidden = закрыт
bestia-suit-D = 🪙 денари
bestia-suit-C = 🏆 кубки
bestia-suit-S = ⚔️ мечи
bestia-suit-B = 🪵 палицы
bestia-in = В игре: { $names }
bestia-folded = вышли: { $names }
bestia-mark-knocked = { " " }(стук)
bestia-mark-terzo = { " " }(terzo se devo)
bestia-mark-buco = { " " }(buco)
bestia-stock = { $count ->
    [one] В колоде { $count } карта
    [few] В колоде { $count } карты
    [many] В колоде { $count } карт
   *[other] В колоде { $count } карты
}
bestia-tricks = Взятки: { $tricks }
bestia-suits = Масти: 🪙 денари D · 🏆 кубки C · ⚔️ мечи S · 🪵 палицы B (пиши, например, /play DA)
bestia-exchange_help = Чтобы обменять карты: нажми «Обменять …», отметь карты для обмена и подтверди. Подтверди без отмеченных карт, чтобы остаться в игре без обмена.
bestia-stay_help = Открытая козырная карта у тебя, поэтому играешь теми картами, что на руках: «Обменять» здесь значит остаться в игре без обмена.
bestia-rob_help = Ты сдаёшь: забери открытую карту { $card } кнопкой «Забрать козырь» и картой, которую отдаёшь взамен, или нажми «Пас», чтобы оставить её на столе. Если заберёшь, эту раздачу играешь своими картами: можно стучать или остаться в игре, но не выйти и не меняться.
bestia-face_down = рубашкой вверх
bestia-receives-tricks = { $name } получает из банка { $amount }: { $tricks ->
        [one] { $tricks } взятка
        [few] { $tricks } взятки
        [many] { $tricks } взяток
       *[other] { $tricks } взятки
    } × { $share } (банк { $pot }, делённый на { $hand }).
bestia-receives-whole = { $name } забирает весь банк, { $amount }, с { $tricks ->
        [one] { $tricks } взяткой
        [few] { $tricks } взятками
        [many] { $tricks } взятками
       *[other] { $tricks } взятки
    } (единственный победитель).
bestia-receives-perdere = { $name } получает { $amount } за наименьшее число взяток ({ $tricks }): ставка { $stake } { $count ->
        [one] достаётся единственному победителю
        [few] делится между { $count } победителями
        [many] делится между { $count } победителями
       *[other] делится между { $count } победителями
    }.
bestia-receives-ante = { $name } получает обратно свой взнос, { $amount }, с { $tricks ->
        [one] { $tricks } взяткой
        [few] { $tricks } взятками
        [many] { $tricks } взятками
       *[other] { $tricks } взятки
    }.
bestia-pot_stays = Никто не взял достаточно взяток: банк { $pot } остаётся.
bestia-pays-bestia = { $name } без единой взятки — andato in bestia: платит в следующий банк столько, сколько было в банке, { $amount }.
bestia-pays-knocker_bestia = { $name } стучит и не берёт ни одной взятки — andato in bestia: платит 1½ × { $pot } = { $amount } в следующий банк.
bestia-pays-knocker_half = { $name } стучит и берёт { $tricks ->
        [one] { $tricks } взятку
        [few] { $tricks } взятки
        [many] { $tricks } взяток
       *[other] { $tricks } взятки
    }, { $how ->
        [beaten] а больше — { $others } ({ $best })
        [tied] и столько же — { $others }
       *[most] больше всех
    }: платит полбанка стучавшего, ½ × { $pot } = { $amount }, в следующий банк.
bestia-pays-perdere = { $name } стучит и берёт больше всех взяток ({ $tricks }): платит ставку { $stake } + 1½ × { $pot } = { $amount } в следующий банк.
bestia-next_pot = Следующий банк, фишек: { $pot } (до взносов).
bestia-next_pot_paid = Следующий банк: { $paid } = { $pot } (в фишках, до взносов).
bestia-next_pot_sum = Следующий банк: осталось { $left } + { $paid } = { $pot } (в фишках, до взносов).
bestia-balances = Итоги: { $balances } · в банке { $pot } (всего { $total }).
event-bestia-dealt_antes = Раздача { $deal }: сдаёт { $name }. В банке фишек: { $pot } ({ $carried } перенесено + { $players ->
    [one] { $players } взнос
    [few] { $players } взноса
    [many] { $players } взносов
   *[other] { $players } взноса
} по { $ante }); козырная карта { $card }.
event-bestia-dealt_antes_only = Раздача { $deal }: сдаёт { $name }. В банке фишек: { $pot } ({ $players ->
    [one] { $players } взнос
    [few] { $players } взноса
    [many] { $players } взносов
   *[other] { $players } взноса
} по { $ante }); козырная карта { $card }.
event-bestia-dealt = Раздача { $deal }: сдаёт { $name }. В банке фишек: { $pot }; козырная карта { $card }.
event-bestia-robbed = { $name } забирает открытую козырную карту { $card }.
event-bestia-rob_declined = { $name } оставляет козырную карту на столе.
event-bestia-discarded = Ты сбрасываешь { $card } взамен козырной карты.
event-bestia-terzo = { $name }: terzo se devo.
event-bestia-folded = { $name } выходит из игры.
event-bestia-exchanged-none = { $name } остаётся в игре без обмена.
event-bestia-exchanged-one = { $name } остаётся в игре и меняет 1 карту.
event-bestia-exchanged-many = { $count ->
    [one] { $name } остаётся в игре и меняет { $count } карту.
    [few] { $name } остаётся в игре и меняет { $count } карты.
    [many] { $name } остаётся в игре и меняет { $count } карт.
   *[other] { $name } остаётся в игре и меняет { $count } карты.
}
bestia-exchanges = Остаются в игре, поменяно карт: { $exchanges }.
bestia-exchange_item = { $name } { $count }
event-bestia-drawn = Ты получаешь из колоды: { $cards }.
event-bestia-stock_remade = Сброшенные карты перетасованы в новую колоду.
event-bestia-knocked = { $name } стучит! Обмена больше нет.
event-bestia-stayed = { $name } играет со сданными картами.
event-bestia-buco_taken = { $name } берёт buco.
event-bestia-safety_stop = Целый круг без обменов: розыгрыш начинается без стучавшего.
event-bestia-terzo_folded = { $name }: нужно выйти из игры (terzo se devo).
event-bestia-pot_won = { $name } остаётся один и забирает весь банк, фишек: { $pot }.
event-bestia-pot_split = { $names } делят банк без розыгрыша: каждому по { $each }.
event-bestia-all_passed = Все вышли из игры: банк ({ $pot }) переходит в следующую раздачу.
event-bestia-play_started = Начинается розыгрыш: в игре { $names }, первым ходит { $name }, ставка — { $stake }.
event-bestia-trump_revealed = Козырная карта открыта: { $card }.
event-bestia-trick_taken = { $trick } → { $name } берёт взятку.
event-bestia-deal_scored = Раздача окончена. Взятки: { $tricks }.
event-bestia-pot_shared = Партия окончена: остаток банка делится поровну, каждому по { $each }.
rules-bestia =
    4–6 игроков, каждый сам за себя, 40 итальянских карт: масти 🪙 денари (D), 🏆 кубки (C), ⚔️ мечи (S), 🪵 палицы (B), по старшинству Т 3 К Кн В 7 6 5 4 2 (К — Re, король; Кн — Cavallo, конь; В — Fante, валет). Всё идёт против часовой стрелки. В каждой раздаче каждый игрок кладёт взнос в банк; каждому по 5 карт, следующая карта открывается и задаёт козырь.
    Объявления по очереди, круг за кругом: /fold (выйти из раздачи), /exchange КАРТЫ (остаться и поменять до 5 карт из колоды; просто /exchange — остаться без обмена), /knock (стук, bussare: оставить свои карты; обмены заканчиваются, начинается розыгрыш, первым ходит стучавший) или в свой первый ход /terzo (terzo se devo: остаёшься, только если остаются не больше двух других). Если целый круг все остаются без обмена, розыгрыш начинается без стучавшего; последний оставшийся забирает банк.
    Розыгрыш: ходить в масть и по возможности перебивать старшую карту; нет масти — бить козырем, и перебивать козырем, если можно. Каждая взятка приносит пятую часть банка. Кто играл и не взял ни одной взятки, тот andato in bestia и платит весь банк в следующий; стучавший платит 1½ банка, если не взял ни одной взятки, и полбанка, если у кого-то больше взяток. Итоги — в фишках. Партия заканчивается, когда каждый сдал (rounds=N раз); остаток банка делится.
    Варианты (/new bestia variant=ИМЯ): rome (как выше) · briscola_rubata (сдающий может забрать открытую карту в обмен на свою (/rob) или отказаться (/pass); потом он только стучит или остаётся) · mano_a_fidarsi (козырь закрыт до розыгрыша) · a_perdere (выигрывает меньше взяток; стучавший с наибольшим числом взяток платит) · giro_a_tre_carte (3 карты, взятка приносит треть) · three_card_no_fold (3 карты, без объявлений; 2 взятки возвращают взнос) · terzo_obbligatorio (без terzo; когда в игре трое, выйти нельзя) · single_round_knock (каждому по одному ходу, обмен до 4 карт) · single_winner (3 взятки, или 2, если больше ни у кого нет больше 1, забирают весь банк) · col_buco (3 карты, каждому один ход: выйти, стук — играть, или /buco — взять три закрытые карты).
illegal-bestia-must_beat = Нужно перебить старшую карту масти захода, если можешь.
illegal-bestia-must_trump = В масть ходить нечем, значит нужно бить козырем.
illegal-bestia-must_overtrump = Нужно сыграть козырь старше того, что во взятке, если можешь.
illegal-bestia-must_lead_top_trump = Нужно ходить старшим из оставшихся козырей: { $required }.
illegal-bestia-must_lead_trump_ace = У тебя козырной туз: ходи им ({ $required }).
illegal-bestia-must_fold = Terzo se devo: в игре больше трёх игроков, так что нужно выйти.
illegal-bestia-fold_not_allowed = Сейчас выйти нельзя.
illegal-bestia-fold_not_allowed-robbed = Открытая козырная карта у тебя, так что эту раздачу нужно играть: выйти нельзя.
illegal-bestia-fold_not_allowed-terzo_obbligatorio = Terzo obbligatorio: последние трое в игре обязаны играть, выйти нельзя.
illegal-bestia-exchange_not_allowed-robbed = Открытая козырная карта у тебя, поэтому играешь теми картами, что на руках: обмена нет.
illegal-bestia-terzo_not_allowed = Здесь нельзя сказать terzo se devo.
illegal-bestia-terzo_twice = Terzo se devo уже сказано.
illegal-bestia-terzo_too_late = Terzo se devo можно сказать только в свой первый ход.
illegal-bestia-exchange_not_allowed = Здесь менять карты нельзя.
illegal-bestia-too_many_cards = { $most ->
    [one] Поменять можно не больше { $most } карты.
    [few] Поменять можно не больше { $most } карт.
    [many] Поменять можно не больше { $most } карт.
   *[other] Поменять можно не больше { $most } карты.
}
illegal-bestia-buco_taken = Buco уже взяли.
illegal-bestia-not_in_variant = /{ $verb } в этом варианте не бывает.
