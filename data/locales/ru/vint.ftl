standings-vint = Таблица: сначала наибольшая разница в расчёте (каждый роббер рассчитывается: пара, которая впереди, получает разницу общих счётов двух пар, другая её платит; в сессии — расчёт каждого игрока), сложенная по засчитанным партиям; затем больше выигранных партий.
game-vint = Винт
move-bid = Заявка
vint-call = { $level }{ $denomination }
vint-nt = БК
vint-pass = пас
vint-bid_level = Заявка на { $level }
vint-team = { $first } и { $second }
vint-status = Положение — козырь: { $trump } · контракт: { $contract } · играет: { $declarer } · взятки: { $tricks } · первая рука: { $forehand }
vint-status_none = пока нет
vint-status_no_trump = нет (без козыря)
vint-status_tricks = { $team } { $count }
vint-partners = Пары: { $first } против { $second }
vint-rubber = Роббер { $rubber } из { $of }
vint-auction = Торговля: { $calls }
vint-passes_run = { $count }× пас
vint-high_bid = Старшая заявка: { $call } ({ $name }) · { $left }
vint-no_bid = Заявок пока нет · { $left }
vint-passes_left-close-one = ещё 1 пас закроет торговлю
vint-passes_left-close-many = { $count ->
    [one] ещё { $count } пас закроет торговлю
    [few] ещё { $count } паса закроют торговлю
    [many] ещё { $count } пасов закроют торговлю
   *[other] ещё { $count } паса закроют торговлю
}
vint-passes_left-throw_in-one = ещё 1 пас — и раздача сброшена
vint-passes_left-throw_in-many = { $count ->
    [one] ещё { $count } пас — и раздача сброшена
    [few] ещё { $count } паса — и раздача сброшена
    [many] ещё { $count } пасов — и раздача сброшена
   *[other] ещё { $count } паса — и раздача сброшена
}
vint-contract = Контракт: { $call }, играет { $name } ({ $team } { $tricks ->
    [one] нужна { $tricks } взятка
    [few] нужны { $tricks } взятки
    [many] нужно { $tricks } взяток
   *[other] нужно { $tricks } взятки
}) · цена взятки { $value }
vint-tricks = Взятки: { $first } { $a } · { $second } { $b }
vint-sheet = Запись: { $first } | { $second }
vint-carried = { "  " }перенесено: { $a } | { $b }
vint-above = { "  " }над чертой: { $a } | { $b }
vint-line = { "  " }───────────────
vint-game_won = { "  " }игра { $n }: { $a } | { $b } (взяли { $winner })
vint-game_open = { "  " }игра { $n }: { $a } | { $b }
vint-totals = { "  " }выиграно игр: { $ga } | { $gb } · итого: { $a } | { $b }
vint-you_play_with = Ты играешь в паре с { $partner } против { $first } и { $second }.
vint-made = { $over ->
    [0] сыграно
    [one] сыграно, { $over } лишняя взятка
    [few] сыграно, { $over } лишние взятки
    [many] сыграно, { $over } лишних взяток
   *[other] сыграно, { $over } лишней взятки
}
vint-down = без { $count }
vint-below_deal = Под чертой: { $first } { $ta ->
    [one] { $ta } взятка
    [few] { $ta } взятки
    [many] { $ta } взяток
   *[other] { $ta } взятки
} × { $value } = { $a } · { $second } { $tb ->
    [one] { $tb } взятка
    [few] { $tb } взятки
    [many] { $tb } взяток
   *[other] { $tb } взятки
} × { $value } = { $b }
vint-above_deal = Над чертой у пары { $team }: { $items }
vint-above-honours = { $count ->
    [one] { $count } козырный онёр
    [few] { $count } козырных онёра
    [many] { $count } козырных онёров
   *[other] { $count } козырного онёра
}, { $factor } × { $value } = { $points }
vint-above-aces = { $count ->
    [one] { $count } туз
    [few] { $count } туза
    [many] { $count } тузов
   *[other] { $count } туза
}, { $factor } × { $value } = { $points }
vint-above-aces_split = тузы 2–2, записывает пара, взявшая больше взяток: { $factor } × { $value } = { $points }
vint-above-twelve_tricks = 12 взяток { $points }
vint-above-thirteen_tricks = 13 взяток { $points }
vint-above-small_slam = заявленный и сыгранный малый шлем { $points }
vint-above-grand_slam = заявленный и сыгранный большой шлем { $points }
vint-above-undertricks = недобор { $count ->
    [one] { $count } взятка
    [few] { $count } взятки
    [many] { $count } взяток
   *[other] { $count } взятки
}, { $count } × { $level } × 500 = { $points } (недобор × уровень × 500)
vint-above-slam_failed = несыгранный шлем { $points }
vint-above-game = игра { $points }
vint-above-rubber_game = решающая игра роббера { $points }
vint-deal_sum = Эта раздача: { $first } { $ba } + { $aa } = { $a } · { $second } { $bb } + { $ab } = { $b } (под чертой + над чертой)
vint-totals_deal = Общий счёт: { $first } { $was_a } + { $da } = { $a } · { $second } { $was_b } + { $db } = { $b }
vint-list_and = { $rest } и { $last }
event-vint-dealt = Раздача { $deal }: сдаёт и первым говорит в торговле { $name }.
event-vint-dealt_session = Раздача { $deal } (роббер { $rubber }): сдаёт и первым говорит в торговле { $name }.
event-vint-bid = { $name } заявляет { $call }.
event-vint-passed = { $name } пасует.
event-vint-passes = { $names } пасуют ({ $count ->
    [one] { $count } пас
    [few] { $count } паса
    [many] { $count } пасов
   *[other] { $count } паса
}).
event-vint-partners = Пары: { $first } против { $second }.
event-vint-partners_rubber = { $rubber ->
    [1] Роббер 1, пары: { $first } против { $second }.
   *[other] Роббер { $rubber }, новые пары: { $first } против { $second }.
}
event-vint-thrown_in = Восемь пасов: раздача сброшена. Следующим сдаёт { $next }.
event-vint-contract = Торговля окончена: { $call }, играет { $name } в паре с { $partner } против { $first } и { $second }; { $tricks ->
    [one] нужна { $tricks } взятка
    [few] нужны { $tricks } взятки
    [many] нужно { $tricks } взяток
   *[other] нужно { $tricks } взятки
}. Козырь: { $trump }. Первым ходит { $leader }. Цена взятки — { $value }.
event-vint-trick_taken = { $trick } → { $name } берёт { $number }-ю взятку.
event-vint-game_reached = { $team } набирают 500 под чертой на { $trick }-й взятке: игра за ними.
event-vint-deal_scored = Раздача записана: { $call }, играет { $name }: { $team } взяли { $taken }, нужно было { $needed } ({ $verdict }).
event-vint-rubber_over = Роббер { $rubber } выигрывают { $winner } (по играм { $games }). Итого: { $first } { $a } · { $second } { $b }. { $payee } получают разницу: { $high } − { $low } = { $amount }.
illegal-bid_too_low = Заявка должна быть выше, чем { $high }: больше взяток или столько же в старшей масти (♠ < ♣ < ♦ < ♥ < БК).
illegal-partner_scores_differ = Партнёры начинают партию с одинаковым счётом.
rules-vint =
    Четыре игрока, две постоянные пары, партнёры сидят напротив; 52 карты, по 13 каждому; болвана нет: все карты остаются закрытыми.
    • Торговля: первым говорит сдающий, дальше по часовой стрелке. /pass или /bid УРОВЕНЬ МАСТЬ (/bid 3 H) выше последней заявки; масти по старшинству ♠ < ♣ < ♦ < ♥ < БК (NT). После паса можно снова заявлять, даже поверх своей заявки. 12 пасов подряд после заявки заканчивают торговлю (8 пасов без единой заявки — раздача сброшена). Последняя заявка — контракт: пара заявившего должна взять 6 + УРОВЕНЬ взяток.
    • Розыгрыш: первым ходит левый противник играющего; ходить в масть, если есть, иначе любой картой.
    • Под чертой: каждая взятка приносит взявшей её паре цену взятки, сыгран контракт или нет: ♠ 4, ♣ 6, ♦ 8, ♥ 10, БК 12, плюс 10 за каждый уровень выше первого. 500 под чертой — выигранная игра (даже посреди раздачи): премия 500, за игру, решающую роббер, 1000. Две игры выигрывают роббер.
    • Над чертой: 3, 4 или 5 козырных онёров (Т К Д В 10) у одной пары — 20, 30 или 40 × цена взятки; пара, у которой больше тузов, записывает 10 × цену взятки за туз (2–2: два туза паре, взявшей больше взяток); 12 взяток — 500, 13 взяток — 1000; заявленный и сыгранный малый шлем — 3000, большой — 5000. Каждая недобранная взятка даёт вистующим УРОВЕНЬ × 500 (за несыгранный шлем ещё 3000 или 5000).
    • Роббер рассчитывается по разнице общих счётов пар. Настройки: slam_bonus_defenders (вистующие тоже получают 500/1000 за 12/13 взяток), allow_early_close (4 паса после последней заявки закрывают торговлю), rubbers=3 (сессия: после каждого роббера пары меняются, так что каждая пара играет один раз, и каждый игрок рассчитывается отдельно).
