# Стол в браузере (adapters/web): слова самой страницы. Строки стола, личные строки с картами
# и журнал событий — это тексты чата (main.ftl и файлы игр).
web-title = { $game } · стол №{ $id }
web-hand = Твои карты
web-trick = На столе
web-last_trick = Последняя взятка
web-log = За столом
web-players = Игроки
web-your_turn = Твой ход: нажми на карту или на вариант.
web-waiting = Ждём: { $names }.
web-watching = Ты зритель: видишь стол так, как его видят все.
web-cards_left = { $count ->
    [one] { $count } карта
    [few] { $count } карты
    [many] { $count } карт
   *[other] { $count } карты
}
web-computer = компьютер
web-dealer = сдающий
web-reconnecting = Связь потеряна; подключаемся снова…
web-unauthorized = Эта ссылка недействительна (уже). Попроси у бота новую.
web-not_found = Такого стола нет.
web-sent = Отправлено.
web-console_url = Твой стол в браузере: { $url }
web-replaced = Этот стол открыт и в других окнах; это окно больше за ним не следит. Обнови страницу, чтобы следить здесь.
web-seen_card = Открытая карта
web-trump_card = Козырная карта
web-talon = Прикуп
# Карта словами, для альтернативного текста её картинки: «Туз червей», «10 кубков».
web-card = { $rank } { $suit }
web-rank-A = Туз
web-rank-K = Король
web-rank-Q = Дама
web-rank-J = Валет
web-rank-O = Обер
web-rank-U = Унтер
web-rank-H = Конь
web-suit-french-H = червей
web-suit-french-D = бубён
web-suit-french-C = треф
web-suit-french-S = пик
web-suit-german-H = червей
web-suit-german-L = листьев
web-suit-german-B = бубенцов
web-suit-german-E = желудей
web-suit-italian-D = монет
web-suit-italian-C = кубков
web-suit-italian-S = мечей
web-suit-italian-B = жезлов
