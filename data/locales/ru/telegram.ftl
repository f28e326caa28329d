tg-menu-new = Открыть стол: /new ИГРА [настройка=значение …]
tg-menu-join = Сесть за стол этого чата
tg-menu-leave = Встать (во время партии место займёт компьютер)
tg-menu-addbot = Посадить компьютер: /addbot [easy|normal|strong]
tg-menu-start = Сдать первую раздачу (в группе)
tg-menu-hand = Ещё раз показать мои карты (лично)
tg-menu-play = Сыграть карту, например /play SJ
tg-menu-auto = Пусть за меня играет компьютер (/auto off)
tg-menu-score = Запись
tg-menu-last = Последняя взятка
tg-menu-standings = Турнирная таблица этого чата
tg-menu-rules = Правила и настройки: /rules ИГРА
tg-menu-export = Протокол последней законченной партии: /export [N]
tg-menu-ratings = Рейтинг в игре: /ratings ИГРА [all]
tg-menu-history = Последние партии этого чата с протоколами
tg-menu-profile = Игры и рейтинг игрока: /profile [ИМЯ]
tg-menu-abort = Закрыть стол (создатель или администратор)
tg-menu-rematch = Те же места ещё раз
tg-menu-sit = Занять место компьютера: /sit [МЕСТО]
tg-menu-kick = Отдать место компьютеру: /kick ИГРОК
tg-menu-removebot = Убрать компьютер из-за стола до начала: /removebot [ИМЯ]
tg-menu-back = Снова играть самому после отлучки
tg-menu-settings = /settings notify=on|off, turn_seconds=N
tg-menu-help = Все команды
tg-welcome = Привет, { $name }! Я провожу карточные игры в группах Telegram. Добавь меня в группу и напиши там /new schieberamsch. Твои карты будут приходить в этот чат, с кнопкой для каждого хода, который ты можешь сделать.
tg-joined = Ты сидишь за столом №{ $id }. Твои карты придут в этот чат, когда начнётся партия.
tg-unreachable = { $name }, я пока не могу прислать тебе карты. Нажми кнопку ниже, а потом «Start»: стол тебя ждёт.
tg-button-open_chat = Получить мои карты
tg-menu-hint = Как сыграл бы сильный игрок (столы с hints=on)
tg-inline-refused = { $name }: ✗
tg-inline-no_table = Ты не сидишь за идущим столом: открыть бота
tg-inline-in_steps = Выбери эти карты в личном чате
