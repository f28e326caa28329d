lobby-text =
    { $game } · стол №{ $id } · ждём игроков ({ $min }–{ $max })
    Места: { $seats }
    Настройки: { $options }
    Садись за стол — /join, посади компьютер — /addbot (/removebot снова уберёт его), потом /start.
lobby-other_options = остальное по умолчанию
option-on = on
option-off = off
option-expected-bool = on или off
option-expected-int = целое число
option-expected-text = слово
option-expected-choices = одно из: { $choices }
option-expected-seconds = число секунд от 0 до { $max }
button-join = Сесть
button-addbot = Добавить компьютер
button-removebot = Убрать компьютер
button-start = Начать
button-hand = Мои карты
button-back = « Назад
button-confirm = ✔ { $move }
seat-computer = { $name } (компьютер)
seat-auto = { $name } (авто)
table-header = { $game } · стол №{ $id } · раздача { $deal }
table-scores = Счёт: { $scores }
table-dealer = Сдаёт: { $name }
table-trick = На столе: { $trick }
table-turn = Ход: { $names }
table-over = Партия окончена.
hand-header = { $game } · стол №{ $id } · твои карты
hand-cards = Твои карты: { $cards }
hand-face_down = { $count ->
    [one] Твоя { $count } карта лежит рубашкой вверх.
    [few] Твои { $count } карты лежат рубашкой вверх.
    [many] Твои { $count } карт лежат рубашкой вверх.
   *[other] Твои { $count } карты лежат рубашкой вверх.
}
hand-your_turn = Твой ход:
hand-turn_notice = Твой ход: { $game }, стол №{ $id }.
hand-left = Ты больше не за столом №{ $id }; твоё место занял компьютер.
hand-waiting = Сейчас не твой ход; чей — видно в сообщении стола.
move-pass = Пас
move-take = Взять скат
move-push = Schieben
move-grand = Grand Hand
move-discard = Снести
move-exchange = Обменять
move-kontra = Kontra
move-rekontra = Rekontra
move-play = Сыграть
event-dealt = Раздача { $deal }: сдаёт { $name }.
event-trick_taken = { $trick } → { $name } берёт взятку ({ $points }).
event-deal_scored = Итог раздачи: { $change }
event-card_points = Очки в картах: { $points }
event-totals = Общий счёт: { $totals }
event-match_over = Партия окончена. Итоговый счёт: { $totals }. Победитель: { $winners }.
event-settlement = Расчёт: { $amounts }
ok-created = Стол №{ $id } для игры { $game } открыт. /join — сесть, /addbot — посадить компьютер, /start — начать.
ok-joined = { $name } садится за стол №{ $id }.
ok-left = { $name } встаёт из-за стола №{ $id }.
ok-bot_added = { $name } (компьютер) садится за стол №{ $id }.
ok-bot_removed = { $name } (компьютер) встаёт из-за стола №{ $id }.
ok-started = Стол №{ $id }: партия началась. Карты раздаются каждому лично.
ok-auto_on = Теперь вместо игрока { $name } играет компьютер. /auto off — вернуться в игру.
ok-auto_off = { $name } снова играет за себя.
ok-aborted = Стол №{ $id } прерван игроком { $name }.
ok-left_match = { $name } уходит; место занимает компьютер.
ok-kicked = Место игрока { $name } переходит к компьютеру.
ok-sat = { $name } занимает место { $seat }.
ok-back = { $name } снова в игре.
ok-settings = Твои настройки: notify={ $notify }, language={ $your_language }, public={ $public }. Этот чат: turn_seconds={ $turn_seconds } (для новых столов), group_language={ $chat_language } (менять их может администратор чата).
timer-reminder = Напоминание: твой ход за столом №{ $id } (осталось { $seconds } с).
timer-timed_out = У игрока { $name } вышло время; за него походил компьютер.
timer-away = У игрока { $name } дважды вышло время — игрок отмечен как отошедший: компьютер играет за него, пока игрок не сделает ход сам или не напишет /back.
timer-lobby_closed = { $minutes ->
    [one] Стол №{ $id } закрыт: игра не началась за { $minutes } минуту.
    [few] Стол №{ $id } закрыт: игра не началась за { $minutes } минуты.
    [many] Стол №{ $id } закрыт: игра не началась за { $minutes } минут.
   *[other] Стол №{ $id } закрыт: игра не началась за { $minutes } минуты.
}
timer-abandoned = { $hours ->
    [one] Стол №{ $id } брошен: { $hours } час никто не ходил. Чат свободен для нового стола.
    [few] Стол №{ $id } брошен: { $hours } часа никто не ходил. Чат свободен для нового стола.
    [many] Стол №{ $id } брошен: { $hours } часов никто не ходил. Чат свободен для нового стола.
   *[other] Стол №{ $id } брошен: { $hours } часа никто не ходил. Чат свободен для нового стола.
}
ok-no_last_trick = В этой раздаче ещё не сыграно ни одной взятки.
ok-last_trick = Последняя взятка: { $trick }
error-export_none = В этом чате пока нет законченной партии, протокол которой можно выгрузить.
ok-export = Протокол стола №{ $id } ({ $game }) во вложении; его можно воспроизвести командой `stammtisch replay`.
ok-standings_none = Здесь в таблице пока нет законченных партий (партия засчитывается, если человек доиграл её до конца).
standings-header = Турнирная таблица · { $game }
standings-row = { $name }: партий { $played }, побед { $won }, поражений { $lost }, итого { $total }
standings-row_average = { $name }: партий { $played }, побед { $won }, поражений { $lost }, { $average } за партию (итого { $total })
standings-counted = Партия засчитывается, если человек доиграл её до конца.
score-header = Запись · { $game } · стол №{ $id }
score-deal = Раздача { $deal } (сдающий: { $dealer }): { $change }
score-total = Итого: { $totals }
score-winners = Победитель: { $names }
error-not_a_command = Команды начинаются с /. Попробуй /help.
error-not_for_me = Эта команда для другого бота.
error-unknown_command = Неизвестная команда /{ $verb }. Попробуй /help.
error-unknown_game = Неизвестная игра «{ $game }». Игры: { $known }.
error-unknown_option = Неизвестная настройка «{ $option }». Настройки: { $known }.
error-bad_option_value = Настройка { $option } не принимает «{ $value }» (нужно: { $expected }).
error-option_out_of_range = { $bounds ->
        [min-max] Настройка { $option } принимает значения от { $min } до { $max }, а не { $value }.
        [min] Настройка { $option } принимает значения от { $min } и выше, а не { $value }.
        [max] Настройка { $option } принимает значения не больше { $max }, а не { $value }.
       *[none] Настройка { $option } не принимает { $value }: значение вне допустимых пределов.
    }
error-bad_option_syntax = Настройки пишутся как имя=значение, а не «{ $text }».
error-table_exists = В этом чате уже есть стол №{ $id }. Сначала доиграй или прерви его (/abort).
error-no_table = Здесь нет стола. Открой его командой /new ИГРА.
error-no_finished_table = Здесь нет законченной партии, чтобы сыграть её снова.
error-rematch_not_finished = Последний стол здесь, №{ $id }, { $ended }: переигрывать нечего. Открой новый командой /new { $game }.
rematch-ended-aborted = был прерван
rematch-ended-closed = закрылся до начала игры
rematch-ended-abandoned = был брошен
rematch-ended-damaged = был отложен как повреждённый
rematch-ended-other = закончился недоигранным
error-no_score = Здесь ещё не сыграно ни одной партии. Открой стол командой /new ИГРА.
error-already_seated = Ты уже сидишь за этим столом.
error-seated_elsewhere = Ты уже сидишь за столом №{ $id }; сначала выйди из-за него или доиграй.
error-table_full = { $max ->
    [one] Стол заполнен ({ $max } место).
    [few] Стол заполнен ({ $max } места).
    [many] Стол заполнен ({ $max } мест).
   *[other] Стол заполнен ({ $max } места).
}
error-not_in_lobby = Партия уже началась.
error-not_seated = Ты не сидишь за этим столом.
error-not_enough_players = { $count ->
    [one] Для игры { $game } нужно не меньше { $min } игроков, а за столом { $count } игрок. /addbot посадит компьютер.
    [few] Для игры { $game } нужно не меньше { $min } игроков, а за столом { $count } игрока. /addbot посадит компьютер.
    [many] Для игры { $game } нужно не меньше { $min } игроков, а за столом { $count } игроков. /addbot посадит компьютер.
   *[other] Для игры { $game } нужно не меньше { $min } игроков, а за столом { $count } игрока. /addbot посадит компьютер.
}
error-not_running = За этим столом сейчас не идёт партия.
error-not_allowed_abort = Прервать игру может только создатель стола или администратор чата.
error-stale_button = Эта кнопка устарела.
error-not_your_button = Это кнопка другого игрока.
error-bad_button = Эта кнопка больше не действует.
error-table_reloaded = Тем временем игра за столом ушла вперёд; вот что на столе сейчас. Пожалуйста, сделай ход ещё раз.
error-table_damaged = Стол №{ $id } не удалось восстановить после перезапуска, и он отложен; его протокол сохранён. Открой новый стол командой /new ИГРА.
error-lobby_elsewhere = Садиться, сажать компьютеры и начинать игру можно только в чате самого стола.
error-join_link_invalid = Эта ссылка для входа недействительна (или уже устарела). Нажми кнопку «Сесть» в группе, где стоит стол.
error-rematch_not_player = Позвать на реванш могут только те, кто играл в последней партии. Открой стол командой /new { $game }.
error-usage_rules = Как писать: /rules ИГРА (игры: { $known }).
error-no_computer_seat = Здесь нет мест, занятых компьютером.
error-which_seat = Какое место? /sit и одно из: { $seats }
error-which_player = Кого? /kick и одно из: { $seats }
error-which_computer = Какой компьютер? /removebot и одно из: { $seats }
error-not_allowed_kick = Отдать место компьютеру может только создатель стола или администратор чата.
error-not_allowed_settings = Настройки чата может менять только администратор чата (в группе).
error-bad_setting = Неизвестная настройка «{ $text }». Пиши notify=on|off, public=on|off или language=КОД, а также turn_seconds=N или group_language=КОД (для администраторов чата).
error-bad_language = Я не говорю на языке «{ $text }». Языки: { $languages } или auto (язык твоего приложения).
error-usage_auto = Как писать: /auto или /auto off.
illegal-not_your_turn = Сейчас не твой ход.
illegal-card_not_in_hand = У тебя нет карты { $card }.
illegal-unknown_card = «{ $card }» — не карта этой игры. Карту пишут мастью, потом достоинством латиницей, например SA или H10, или так, как её показывает бот (♠Т, ♠Д).
illegal-unknown_verb = /{ $verb } — здесь нет такого хода. Попробуй /help.
illegal-malformed_move = Этот ход неполный или в нём лишние слова. Попробуй /help.
hint-malformed-play = Какую карту? Можно сыграть: { $moves }
hint-malformed-moves = Для /{ $verb } нужны другие слова. Можно: { $moves }
hint-no_such_player = Здесь нет игрока «{ $name }»; можно назвать: { $names }.
hint-malformed-bid = Какую заявку? Можно заявить: { $moves }
hint-not_now = /{ $verb } сейчас сделать нельзя. Можно: { $moves }
hint-range = { $first } … { $last }
console-button_range = Кнопки { $number } нет: показаны кнопки от 1 до { $count }.
console-no_buttons = Кнопки { $number } нет: сейчас кнопок нет. Команды начинаются с /; попробуй /help.
illegal-kontra_too_late-rekontra = Поздно для Rekontra: время для Kontra и Rekontra прошло.
illegal-already_said-rekontra = Rekontra уже объявлена.
illegal-bad_player_count = В эту игру играют от { $min } до { $max } игроков, а не { $players }.
illegal-not_time_to_deal = Раздача ещё идёт; следующую сдадут, когда она закончится.
illegal-not_the_pack = Это не карты колоды этой игры.
illegal-bad_hands = Эти руки не составляют раздачу этой игры: нужно { $expected }.
illegal-bad_scores = Указанный счёт не подходит к этому столу.
illegal-must_follow_suit = Нужно ходить в масть.
illegal-jack_is_trump = Валеты — козыри, а не карты своей нарисованной масти: ходи картой масти { $led }.
illegal-kontra_too_late = Поздно: Kontra объявляют до первого хода.
illegal-kontra_not_allowed = Здесь нельзя объявить Kontra.
illegal-rekontra_not_allowed = Здесь нельзя объявить Rekontra: это ответ играющего на Kontra.
illegal-rekontra_without_kontra = Rekontra — ответ на Kontra, а Kontra никто не объявлял.
illegal-already_said = Это уже объявлено.
illegal-jack_discard_forbidden = За этим столом валетов сносить нельзя.
illegal-same_card_twice = Назови две разные карты.
illegal-wrong_phase = Сейчас нельзя /{ $verb }.
illegal-no_deal_in_progress = Сейчас не идёт раздача.
illegal-game_over = Партия окончена.
illegal-generic = Такой ход не разрешён ({ $code }).
help-text =
    Команды:
    /new ИГРА [настройка=значение …] — открыть стол (игры: { $games })
    /join, /leave — сесть за стол или встать (до начала)
    /addbot [easy|normal|strong] — посадить компьютер (/new … level=strong — уровень стола) · /removebot [ИМЯ] — убрать его
    /start — сдать первую раздачу
    /hand — показать твои карты ещё раз · /hint — как сыграл бы сильный игрок на твоём месте (видишь только ты; за столом, открытым через /new … hints=on)
    /auto, /auto off — пусть за тебя играет компьютер
    /score — запись · /last — последняя взятка
    /standings [ИГРА] — турнирная таблица этого чата · /ratings ИГРА [all] — рейтинг (all — по всем чатам; /settings public=off — тебя там не будет)
    /rules ИГРА — правила и настройки
    /export [N] — протокол последней законченной партии (или партии №N) · /history [ИГРА] — последние партии · /profile [ИМЯ] — игры и рейтинг игрока
    /abort — закрыть стол (создатель или администратор) · /rematch — те же места ещё раз
    /leave во время партии — твоё место займёт компьютер · /sit [МЕСТО] — занять место компьютера · /kick ИГРОК · /back
    /settings notify=on|off language=КОД · /settings turn_seconds=N group_language=КОД (администратор чата; /new … turn_seconds=N — для одного стола)
    Ход пишется как /ГЛАГОЛ АРГУМЕНТЫ, например /play SJ. Карты: масть, потом достоинство латиницей (SA, H10, CJ), или так, как их показывает бот (♠Т, ♥10, ♣В).
help-moves = Ходы в игре { $game }: { $verbs }
rules-header = { $game } — краткие правила
rules-options = Настройки (имя=по умолчанию): { $options }
console-greeting = Консольный стол Stammtisch. /help — список команд; Ctrl-D — выход.
console-label-table = стол
console-label-private = тебе лично
console-label-alert = тебе
# Rank letters as Russian players write them on cards (ten is always 10).
rank-bieten-A = Т
rank-bieten-K = К
rank-bieten-O = О
rank-bieten-U = У
rank-bestia-A = Т
rank-bestia-K = К
rank-bestia-H = Кн
rank-bestia-J = В
rank-vint-A = Т
rank-vint-K = К
rank-vint-Q = Д
rank-vint-J = В
rank-fivehundredone-A = Т
rank-fivehundredone-K = К
rank-fivehundredone-Q = Д
rank-fivehundredone-J = В
rank-schieberamsch-A = Т
rank-schieberamsch-K = К
rank-schieberamsch-Q = Д
rank-schieberamsch-J = В

# Уровни компьютерных игроков и подсказка.
level-easy = лёгкий
level-normal = обычный
level-strong = сильный
ok-bot_added_level = { $name } (компьютер, { $level }) садится за стол №{ $id }.
error-bad_level = Уровня «{ $value }» нет. Уровни: { $levels }.
error-hints_off = За этим столом подсказки выключены (их дают за столом, открытым командой /new … hints=on).
error-hint_not_your_turn = Подсказка — для твоего хода, а сейчас ходишь не ты.
button-hint = 💡 Подсказка
hint-move = Подсказка: { $move }.
hint-searched = Подсказка: { $move }. Если разложить невидимые тебе карты многими возможными способами, этот ход выходит лучше, чем { $second } (второй по силе).
# Рейтинг (openskill; показывается как 1000 + 40 × (mu − 3 sigma)).
ratings-change = { $name } { $before } → { $after }
ratings-changed = Рейтинг: { $changes }
ratings-header = Рейтинг · { $game } (игроки этого чата; начальный — 1000)
ratings-header_all = Рейтинг · { $game } (все, у кого есть рейтинг; начальный — 1000)
ratings-none = Рейтинга пока нет ни у кого: его дают засчитанные партии.
ratings-row = { $place }. { $name } { $rating } ({ $count ->
        [one] { $count } партия
        [few] { $count } партии
        [many] { $count } партий
       *[other] { $count } партии
    })
ratings-computer = компьютер ({ $level })
standings-rated = { $row } · рейтинг { $rating }
error-usage_ratings = Какая игра? /ratings ИГРА [all] (игры: { $known }).
# Картинка законченной партии (и её текст для экранных чтецов).
picture-title = { $game } · стол №{ $id }: счёт по раздачам
picture-deals = { $count ->
        [one] { $count } раздача
        [few] { $count } раздачи
        [many] { $count } раздач
       *[other] { $count } раздачи
    }
picture-row = { $name }: { $totals }
error-export_unknown = В этом чате нет законченной партии №{ $number }. Список — в /history.
history-none = В этом чате ещё не закончилась ни одна партия.
history-header = Последние партии в этом чате (сначала новые):
history-row = №{ $id } · { $date } · { $game } · { $scores } · победа: { $winners }
history-record = Протокол №{ $id }
history-replay = ▶ Просмотр №{ $id }
replay-title = Просмотр · { $game } · стол №{ $id }
replay-deal = Раздача { $number } из { $count } · сдаёт { $name }
replay-dealt = Карты, как их сдал(а) { $name }.
replay-move = Ход { $number } из { $count }: { $name } · { $move }
replay-first = ⇤ В начало
replay-prev_deal = ◀◀ Предыдущая раздача
replay-prev = ◀ Назад
replay-next = Дальше ▶
replay-next_deal = Следующая раздача ▶▶
replay-last = В конец ⇥
replay-not_over = Эта партия не окончена: карты игроков показываются только после её окончания.
profile-none = У игрока { $name } пока нет засчитанных партий.
profile-header = { $name }
profile-game = { $game }: { $count ->
        [one] { $count } партия
        [few] { $count } партии
        [many] { $count } партий
       *[other] { $count } партии
    }, побед: { $won }, лучший результат { $best }, последняя — { $last }
profile-rating = { " · " }рейтинг { $rating } ({ $trend } за последнюю партию)
profile-partner = { " · " }любимый партнёр — { $name } ({ $count ->
        [one] { $count } партия
        [few] { $count } партии
        [many] { $count } партий
       *[other] { $count } партии
    } вместе)
error-profile_unknown = В этом чате никто по имени «{ $name }» партий не играл.
console-written = (записано в { $path })
offer-line = { $name }: { $move }
