standings-schieberamsch = جدول رده‌بندی: اول کمترین امتیاز جریمه در هر بازی (میانگین بازی‌های حساب‌شده)، بعد بیشترین تعداد برد.
game-schieberamsch = شیبرامش
event-schieberamsch-grand_announced = { $name } Grand Hand اعلام می‌کند!
event-schieberamsch-grand_declined = { $name } پاس می‌دهد.
event-schieberamsch-ramsch = کسی Grand Hand بازی نمی‌کند: Schieberamsch.
event-schieberamsch-skat_taken = { $name } اسکات را برمی‌دارد.
event-schieberamsch-skat_cards = شما { $cards } را برداشتید.
event-schieberamsch-skat_pushed = { $name } اسکات را ندیده رد می‌کند (Schieben؛ تا حالا { $passes ->
    [one] { $passes } بار
   *[other] { $passes } بار
 }: امتیاز ×{ $factor } حساب می‌شود).
event-schieberamsch-skat_discarded = { $name } دو کارت کنار می‌گذارد.
event-schieberamsch-skat_exchanged = { $name } دو کارت عوض می‌کند.
event-schieberamsch-skat_final = اسکات کنار گذاشته شد. نفر اول شروع می‌کند.
event-schieberamsch-kontra = { $name } می‌گوید Kontra!
event-schieberamsch-rekontra = { $name } می‌گوید Rekontra!
event-schieberamsch-kontra_declined = { $name }: بدون Kontra.
event-schieberamsch-rekontra_declined = { $name }: بدون Rekontra.
sr-grand_by = Grand Hand از { $name }
sr-status = وضعیت — { $game } · Schieben: { $pushes } · نفر اول: { $forehand }
sr-status_ramsch = Ramsch
sr-status_grand = Grand Hand، بازیکن تک { $name }
sr-status_open = Grand Hand یا Ramsch: هنوز معلوم نیست
sr-passes = اسکات { $count } بار رد شد
sr-kontra = Kontra: { $names }
sr-rekontra = Rekontra
sr-skat_known = در اسکات: { $cards }
sr-kind-grand = Grand Hand از { $name }: با { $points } امتیاز کارت (با اسکات) { $won }؛ مدافعان روی هم { $defenders }.
sr-kind-jungfrau = Jungfrau: { $names } هیچ دستی نبرد، امتیاز بازنده دو برابر می‌شود.
error-option_not_for_palatinate = گزینه «{ $option }» در Ramsch پفالتس کاربرد ندارد: آن بازی وقتی تمام می‌شود که یک بازیکن به امتیاز هدف برسد (target=…).
error-option_only_for_palatinate = گزینه «{ $option }» فقط در Ramsch پفالتس (palatinate=true) کاربرد دارد: این بازی پس از چند دور تمام می‌شود (deals=…).
illegal-schieberamsch-nothing_to_decline = الان Kontra یا Rekontra برای رد کردن در کار نیست.
illegal-schieberamsch-kontra_declined = شما در این دور قبلاً گفته‌اید بدون Kontra (بدون Rekontra).
sr-kind-jungfrau_palatinate = { $names } هیچ دستی نبرد (در Ramsch پفالتس دو برابر شدنِ Jungfrau نیست).
sr-kontra_pending = اولین کارت منتظر { $names } است: Kontra (یا Rekontra) با /kontra (/rekontra)، یا بدون آن با /pass.
sr-won = برد
sr-lost = باخت
rules-schieberamsch = سه بازیکن، 32 کارت؛ فقط چهار سرباز حکم‌اند (♣J ♠J ♥J ♦J)، خال‌های ساده به ترتیب A 10 K Q 9 8 7. هر بازیکن اول می‌تواند Grand Hand اعلام کند (/grand، یا /pass). وگرنه Ramsch است: به نوبت هر بازیکن یا اسکات را برمی‌دارد (/take، سپس /discard دو کارت) یا آن را ندیده رد می‌کند (/push، یعنی Schieben)، و هر بار امتیاز دو برابر می‌شود. از همان خال بازی کنید (سربازها جزو حکم‌اند)، ده دست، اسکات به برنده آخرین دست می‌رسد. کسی که بیشترین امتیاز کارت را دارد همان را به‌عنوان جریمه می‌گیرد (÷10)؛ بازیکنی که هیچ دستی نبرده (Jungfrau) آن را دو برابر می‌کند؛ اگر یک بازیکن همه دست‌ها را ببرد (Durchmarsch) به‌جایش منفی 120 می‌گیرد. Grand Hand: بازیکن تک از 120 امتیاز 61 امتیاز لازم دارد؛ ارزش 24 × (ماتادورها + 2، + Schneider، + Schwarz)، Kontra/Rekontra آن را دو برابر می‌کند. کمترین جمع بازی را می‌برد.
sr-skat-last_trick = اسکات { $cards } ({ $points } امتیاز کارت): به { $names } اضافه شد، که آخرین دست را برد.
sr-skat-most_points = اسکات { $cards } ({ $points } امتیاز کارت): به { $names } اضافه شد، با بیشترین امتیاز کارت.
sr-skat-grand = اسکات { $cards } ({ $points } امتیاز کارت): به بازیکن تک { $names } اضافه شد.
sr-multiplier = ضریب ×{ $factor }: { $causes }.
sr-cause-pushes = { $count ->
    [one] { $count } بار Schieben
   *[other] { $count } بار Schieben
 } (×{ $factor })
sr-cause-kontras = { $count ->
    [one] { $count } Kontra
   *[other] { $count } Kontra
 } (×{ $factor })
sr-cause-jungfrau = Jungfrau (×2)
sr-cause-none = هیچ دو برابر شدنی نبود
sr-penalty = بیشترین امتیاز کارت را { $name } دارد: { $points } × { $factor } = { $raw }، ÷10 (بدون یکان) = { $score } امتیاز جریمه.
sr-penalty_palatinate = بیشترین امتیاز کارت را { $name } دارد: { $points } × { $factor } = { $raw } امتیاز جریمه.
sr-durchmarsch = Durchmarsch: { $name } همه دست‌ها را برد: منفی 120 × { $factor } = { $raw }، ÷10 = { $score } امتیاز.
sr-durchmarsch_palatinate = Durchmarsch: { $name } همه دست‌ها را برد؛ { $names } هر کدام 120 × { $factor } = { $raw } امتیاز جریمه می‌گیرند.
sr-grand_value = ارزش بازی: { $holds ->
    [with] با
   *[without] بدون
 } { $matadors } ماتادور، بازی و Hand 2{ $schneider ->
    [yes] ، Schneider 1
   *[no] {""}
 }{ $schwarz ->
    [yes] ، Schwarz 1
   *[no] {""}
 }: { $multiplier } × 24 = { $base }{ $doubling ->
    [kontra] ، Kontra ×2 = { $value }
    [rekontra] ، Kontra و Rekontra ×4 = { $value }
   *[none] {""}
 }؛ { $value } ÷10 = { $score } برای { $name }.
sr-after-kontra = پس از { $trick } روی میز، { $name } می‌گوید Kontra!
sr-after-rekontra = پس از { $trick } روی میز، { $name } می‌گوید Rekontra!
sr-after-kontra_declined = پس از { $trick } روی میز، { $name }: بدون Kontra.
sr-after-rekontra_declined = پس از { $trick } روی میز، { $name }: بدون Rekontra.
