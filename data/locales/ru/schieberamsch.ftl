standings-schieberamsch = Таблица: сначала меньше штрафных очков за партию (среднее по засчитанным партиям), затем больше выигранных партий.
game-schieberamsch = Schieberamsch
event-schieberamsch-grand_announced = { $name } объявляет Grand Hand!
event-schieberamsch-grand_declined = { $name } пасует.
event-schieberamsch-ramsch = Grand Hand никто не играет: Schieberamsch.
event-schieberamsch-skat_taken = { $name } берёт скат.
event-schieberamsch-skat_cards = В скате тебе достались { $cards }.
event-schieberamsch-skat_pushed = { $name } передаёт скат дальше не глядя (Schieben; уже { $passes ->
    [one] { $passes } передача
    [few] { $passes } передачи
    [many] { $passes } передач
   *[other] { $passes } передачи
 }: счёт ×{ $factor }).
event-schieberamsch-skat_discarded = { $name } сносит две карты.
event-schieberamsch-skat_exchanged = { $name } меняет две карты.
event-schieberamsch-skat_final = Скат отложен. Ходит первая рука.
event-schieberamsch-kontra = { $name } объявляет Kontra!
event-schieberamsch-rekontra = { $name } объявляет Rekontra!
event-schieberamsch-kontra_declined = { $name }: без Kontra.
event-schieberamsch-rekontra_declined = { $name }: без Rekontra.
sr-grand_by = Grand Hand играет { $name }
sr-status = Положение — { $game } · передач ската: { $pushes } · первая рука: { $forehand }
sr-status_ramsch = Ramsch
sr-status_grand = Grand Hand, солист { $name }
sr-status_open = Grand Hand или Ramsch: пока неизвестно
sr-passes = Скат передан { $count }×
sr-kontra = Kontra: { $names }
sr-rekontra = Rekontra
sr-skat_known = В скате: { $cards }
sr-kind-grand = Grand Hand игрока { $name }: { $won }, очков в картах: { $points } (со скатом); у защитников вместе { $defenders }.
sr-kind-jungfrau = Jungfrau — ни одной взятки: { $names }; штраф проигравшего удваивается.
error-option_not_for_palatinate = Настройка «{ $option }» не относится к пфальцскому Ramsch: там партия заканчивается, когда кто-то набирает заданный счёт (target=…).
error-option_only_for_palatinate = Настройка «{ $option }» относится только к пфальцскому Ramsch (palatinate=true): эта партия заканчивается после заданного числа раздач (deals=…).
illegal-schieberamsch-nothing_to_decline = Сейчас тебе не от чего отказываться: ни Kontra, ни Rekontra не ждут ответа.
illegal-schieberamsch-kontra_declined = В этой раздаче твой отказ от Kontra (от Rekontra) уже записан.
sr-kind-jungfrau_palatinate = Ни одной взятки: { $names } (в пфальцском Ramsch Jungfrau не удваивает).
sr-kontra_pending = Первый ход ждёт ответа игроков { $names }: Kontra (или Rekontra) — командой /kontra (/rekontra), отказ — командой /pass.
sr-won = выигрыш
sr-lost = проигрыш
rules-schieberamsch = Три игрока, 32 карты; козыри — только четыре валета (♣В ♠В ♥В ♦В), простые масти по старшинству Т 10 К Д 9 8 7. Сначала каждый может объявить Grand Hand (/grand или /pass). Иначе играется Ramsch: по очереди каждый либо берёт скат (/take, затем /discard — снести две карты), либо передаёт его дальше не глядя (/push, Schieben), и каждая передача удваивает счёт. Ходить в масть (валеты относятся к козырям), десять взяток, скат идёт к последней взятке. Тот, у кого больше всех очков в картах, получает их как штраф (÷10); игрок без взяток (Jungfrau) удваивает его; если один игрок берёт все взятки (Durchmarsch), он вместо этого получает −120. Grand Hand: солисту нужно 61 из 120 очков; цена 24 × (матадоры + 2, + Schneider, + Schwarz), Kontra/Rekontra удваивают её. Партию выигрывает тот, у кого итог меньше всех.
sr-skat-last_trick = Скат { $cards } (очков в картах: { $points }) получает взявший последнюю взятку: { $names }.
sr-skat-most_points = Скат { $cards } (очков в картах: { $points }) получает тот, у кого больше всех очков в картах: { $names }.
sr-skat-grand = Скат { $cards } (очков в картах: { $points }) получает солист { $names }.
sr-multiplier = Множитель ×{ $factor }: { $causes }.
sr-cause-pushes = { $count ->
    [one] { $count } передача
    [few] { $count } передачи
    [many] { $count } передач
   *[other] { $count } передачи
 } (×{ $factor })
sr-cause-kontras = { $count ->
    [one] Kontra
    [few] { $count } × Kontra
    [many] { $count } × Kontra
   *[other] { $count } × Kontra
 } (×{ $factor })
sr-cause-jungfrau = Jungfrau (×2)
sr-cause-none = без удвоений
sr-penalty = У игрока { $name } больше всех очков в картах: { $points } × { $factor } = { $raw }, ÷10 (единицы отбрасываются) = { $score } — штрафные очки.
sr-penalty_palatinate = У игрока { $name } больше всех очков в картах: { $points } × { $factor } = { $raw } — штрафные очки.
sr-durchmarsch = Durchmarsch: { $name } берёт все взятки: −120 × { $factor } = { $raw }, ÷10 = { $score }.
sr-durchmarsch_palatinate = Durchmarsch: { $name } берёт все взятки; { $names } получают штраф по 120 × { $factor } = { $raw }.
sr-grand_value = Цена игры: { $holds ->
    [with] с
   *[without] без
 } { $matadors }, игра и Hand 2{ $schneider ->
    [yes] , Schneider 1
   *[no] {""}
 }{ $schwarz ->
    [yes] , Schwarz 1
   *[no] {""}
 }: { $multiplier } × 24 = { $base }{ $doubling ->
    [kontra] , Kontra ×2 = { $value }
    [rekontra] , Kontra и Rekontra ×4 = { $value }
   *[none] {""}
 }; { $value } ÷10 = { $score } игроку { $name }.
sr-after-kontra = На столе { $trick }: { $name } объявляет Kontra!
sr-after-rekontra = На столе { $trick }: { $name } объявляет Rekontra!
sr-after-kontra_declined = На столе { $trick }: { $name } — без Kontra.
sr-after-rekontra_declined = На столе { $trick }: { $name } — без Rekontra.
