lobby-text =
    { $game } · میز شماره { $id } · در انتظار بازیکن ({ $min } تا { $max } نفر)
    صندلی‌ها: { $seats }
    گزینه‌ها: { $options }
    با /join بنشینید، با /addbot یک بازیکن کامپیوتری اضافه کنید (/removebot دوباره یکی را بیرون می‌برد)، سپس /start.
lobby-other_options = بقیه مطابق پیش‌فرض
option-on = on
option-off = off
option-expected-bool = on یا off
option-expected-int = یک عدد صحیح
option-expected-text = یک کلمه
option-expected-choices = یکی از { $choices }
option-expected-seconds = تعداد ثانیه‌ها از 0 تا { $max }
button-join = نشستن
button-addbot = افزودن کامپیوتر
button-removebot = برداشتن کامپیوتر
button-start = شروع
button-hand = کارت‌های من
button-back = « بازگشت
button-confirm = ✔ { $move }
seat-computer = { $name } (کامپیوتر)
seat-auto = { $name } (خودکار)
table-header = { $game } · میز شماره { $id } · دور { $deal }
table-scores = امتیازها: { $scores }
table-dealer = دیلر: { $name }
table-trick = روی میز: { $trick }
table-turn = نوبت: { $names }
table-over = بازی تمام شد.
hand-header = { $game } · میز شماره { $id } · کارت‌های شما
hand-cards = کارت‌های شما: { $cards }
hand-face_down = { $count ->
    [one] { $count } کارت شما رو به پایین است.
   *[other] هر { $count } کارت شما رو به پایین است.
}
hand-your_turn = نوبت شماست:
hand-turn_notice = نوبت شماست: { $game }، میز شماره { $id }.
hand-left = میز شماره { $id } را ترک کردید؛ یک بازیکن کامپیوتری جای شما نشسته است.
hand-waiting = نوبت شما نیست؛ پیام میز نشان می‌دهد نوبت کیست.
move-pass = پاس
move-take = برداشتن اسکات
move-push = Schieben
move-grand = Grand Hand
move-discard = کنار گذاشتن
move-exchange = تعویض
move-kontra = Kontra
move-rekontra = Rekontra
move-play = بازی کردن
event-dealt = دور { $deal }: { $name } ورق می‌دهد.
event-trick_taken = { $trick } ← { $name } دست را می‌برد ({ $points }).
event-deal_scored = امتیاز این دور: { $change }
event-card_points = امتیاز کارت‌ها: { $points }
event-totals = جمع امتیازها: { $totals }
event-match_over = بازی تمام شد. جمع نهایی: { $totals }. برنده: { $winners }.
event-settlement = تسویه: { $amounts }
ok-created = میز شماره { $id } برای { $game } باز شد. برای نشستن /join، برای بازیکن کامپیوتری /addbot و برای شروع /start.
ok-joined = { $name } سر میز شماره { $id } نشست.
ok-left = { $name } از میز شماره { $id } بلند شد.
ok-bot_added = { $name } (کامپیوتر) سر میز شماره { $id } نشست.
ok-bot_removed = { $name } (کامپیوتر) از میز شماره { $id } بلند شد.
ok-started = میز شماره { $id }: بازی شروع شد. کارت‌ها جداگانه و خصوصی فرستاده می‌شوند.
ok-auto_on = از حالا یک بازیکن کامپیوتری به جای { $name } بازی می‌کند. با /auto off دوباره خودتان بازی کنید.
ok-auto_off = { $name } دوباره خودش بازی می‌کند.
ok-aborted = میز شماره { $id } را { $name } لغو کرد.
ok-left_match = { $name } رفت؛ یک بازیکن کامپیوتری صندلی او را می‌گیرد.
ok-kicked = صندلی { $name } به یک بازیکن کامپیوتری سپرده شد.
ok-sat = { $name } صندلی { $seat } را تحویل گرفت.
ok-back = { $name } برگشت.
ok-settings = تنظیمات شما: notify={ $notify }، language={ $your_language }، public={ $public }. این گفت‌وگو: turn_seconds={ $turn_seconds } (برای میزهای تازه)، group_language={ $chat_language } (مدیر گفت‌وگو می‌تواند این دو را تغییر دهد).
timer-reminder = { $seconds ->
    [one] یادآوری: سر میز شماره { $id } نوبت شماست ({ $seconds } ثانیه مانده).
   *[other] یادآوری: سر میز شماره { $id } نوبت شماست ({ $seconds } ثانیه مانده).
}
timer-timed_out = وقت { $name } تمام شد؛ کامپیوتر به جای او بازی کرد.
timer-away = وقت { $name } دو بار تمام شد و غایب حساب می‌شود: کامپیوتر به جای او بازی می‌کند تا خودش حرکتی کند یا /back بفرستد.
timer-lobby_closed = { $minutes ->
    [one] میز شماره { $id } بسته شد: ظرف { $minutes } دقیقه شروع نشد.
   *[other] میز شماره { $id } بسته شد: ظرف { $minutes } دقیقه شروع نشد.
}
timer-abandoned = { $hours ->
    [one] میز شماره { $id } رهاشده اعلام شد و پایان یافت: { $hours } ساعت است که کسی حرکتی نکرده. گفت‌وگو برای میز تازه آزاد است.
   *[other] میز شماره { $id } رهاشده اعلام شد و پایان یافت: { $hours } ساعت است که کسی حرکتی نکرده. گفت‌وگو برای میز تازه آزاد است.
}
ok-no_last_trick = در این دور هنوز هیچ دستی کامل نشده است.
ok-last_trick = آخرین دست: { $trick }
error-export_none = این گفت‌وگو هنوز بازی تمام‌شده‌ای برای خروجی گرفتن ندارد.
ok-export = پرونده میز شماره { $id } ({ $game }) پیوست است؛ `stammtisch replay` آن را دوباره اجرا می‌کند.
ok-standings_none = هنوز هیچ بازی تمام‌شده‌ای در جدول رده‌بندی اینجا نیست (بازی‌ای حساب می‌شود که یک انسان آن را تا آخر بازی کرده باشد).
standings-header = جدول رده‌بندی · { $game }
standings-row = { $name }: بازی { $played }، برد { $won }، باخت { $lost }، جمع { $total }
standings-row_average = { $name }: بازی { $played }، برد { $won }، باخت { $lost }، به‌طور میانگین { $average } در هر بازی (جمع { $total })
standings-counted = بازی‌ای حساب می‌شود که یک انسان آن را تا آخر بازی کرده باشد.
score-header = برگه امتیاز · { $game } · میز شماره { $id }
score-deal = دور { $deal } (دیلر: { $dealer }): { $change }
score-total = جمع: { $totals }
score-winners = برنده: { $names }
error-not_a_command = فرمان‌ها با / شروع می‌شوند. /help را امتحان کنید.
error-not_for_me = این فرمان برای ربات دیگری است.
error-unknown_command = فرمان ناشناخته: /{ $verb }. /help را امتحان کنید.
error-unknown_game = بازی ناشناخته: «{ $game }». بازی‌ها: { $known }.
error-unknown_option = گزینه ناشناخته: «{ $option }». گزینه‌ها: { $known }.
error-bad_option_value = گزینه { $option } مقدار «{ $value }» را نمی‌پذیرد (مقدار مورد انتظار: { $expected }).
error-option_out_of_range = { $bounds ->
        [min-max] گزینه { $option } از { $min } تا { $max } را می‌پذیرد، نه { $value } را.
        [min] گزینه { $option } مقدار { $min } یا بیشتر را می‌پذیرد، نه { $value } را.
        [max] گزینه { $option } حداکثر { $max } را می‌پذیرد، نه { $value } را.
       *[none] گزینه { $option } مقدار { $value } را نمی‌پذیرد: خارج از محدوده است.
    }
error-bad_option_syntax = گزینه‌ها به شکل name=value نوشته می‌شوند، نه «{ $text }».
error-table_exists = این گفت‌وگو همین حالا میز شماره { $id } را دارد. اول آن را تمام یا با /abort لغو کنید.
error-no_table = اینجا میزی نیست. با /new بازی یکی باز کنید.
error-no_finished_table = اینجا بازی تمام‌شده‌ای برای بازی دوباره نیست.
error-rematch_not_finished = آخرین میز اینجا، شماره { $id }، { $ended }: بازی‌ای برای بازی دوباره نیست. با /new { $game } یکی باز کنید.
rematch-ended-aborted = لغو شد
rematch-ended-closed = پیش از شروع بسته شد
rematch-ended-abandoned = رها شد
rematch-ended-damaged = به‌عنوان آسیب‌دیده کنار گذاشته شد
rematch-ended-other = بی‌آنکه بازی تمام شود پایان یافت
error-no_score = هنوز اینجا هیچ بازی‌ای انجام نشده است. با /new بازی یکی باز کنید.
error-already_seated = شما همین حالا سر این میز نشسته‌اید.
error-seated_elsewhere = شما همین حالا سر میز شماره { $id } نشسته‌اید؛ اول آن را ترک یا تمام کنید.
error-table_full = { $max ->
    [one] میز پر است ({ $max } صندلی).
   *[other] میز پر است ({ $max } صندلی).
}
error-not_in_lobby = بازی از قبل شروع شده است.
error-not_seated = شما سر این میز ننشسته‌اید.
error-not_enough_players = { $count ->
    [one] { $game } حداقل { $min } بازیکن لازم دارد؛ اینجا { $count } نفر هست. /addbot یک بازیکن کامپیوتری اضافه می‌کند.
   *[other] { $game } حداقل { $min } بازیکن لازم دارد؛ اینجا { $count } نفر هستند. /addbot یک بازیکن کامپیوتری اضافه می‌کند.
}
error-not_running = سر این میز بازی‌ای در جریان نیست.
error-not_allowed_abort = فقط سازنده میز یا مدیر گفت‌وگو می‌تواند آن را لغو کند.
error-stale_button = این دکمه قدیمی شده است.
error-not_your_button = این دکمه مال بازیکن دیگری است.
error-bad_button = این دکمه دیگر معتبر نیست.
error-table_reloaded = میز در این فاصله جلو رفته بود؛ وضعیت فعلی‌اش این است. لطفاً حرکتتان را دوباره انجام دهید.
error-table_damaged = میز شماره { $id } پس از راه‌اندازی دوباره بازیابی نشد و کنار گذاشته شد؛ پرونده‌اش نگه داشته شده است. با /new بازی میز تازه‌ای باز کنید.
error-lobby_elsewhere = نشستن، افزودن کامپیوتر و شروع را از گفت‌وگوی خود میز انجام دهید.
error-join_link_invalid = این پیوند پیوستن (دیگر) معتبر نیست. از دکمه «نشستن» در گروه میز استفاده کنید.
error-rematch_not_player = فقط کسانی که آخرین بازی را انجام دادند می‌توانند بازی دوباره بخواهند. با /new { $game } میزی باز کنید.
error-usage_rules = طرز استفاده: /rules بازی (بازی‌ها: { $known }).
error-no_computer_seat = اینجا هیچ صندلی‌ای در اختیار بازیکن کامپیوتری نیست.
error-which_seat = کدام صندلی؟ /sit با یکی از این‌ها: { $seats }
error-which_player = چه کسی؟ /kick با یکی از این‌ها: { $seats }
error-which_computer = کدام بازیکن کامپیوتری؟ /removebot با یکی از این‌ها: { $seats }
error-not_allowed_kick = فقط سازنده میز یا مدیر گفت‌وگو می‌تواند صندلی کسی را به کامپیوتر بسپارد.
error-not_allowed_settings = فقط مدیر گفت‌وگو می‌تواند تنظیمات گفت‌وگو را تغییر دهد (در خود گروه).
error-bad_setting = تنظیم ناشناخته: «{ $text }». از notify=on|off، public=on|off یا language=CODE استفاده کنید، یا turn_seconds=N یا group_language=CODE (مدیران گفت‌وگو).
error-bad_language = من «{ $text }» بلد نیستم. زبان‌ها: { $languages }، یا auto (زبان برنامه شما).
error-usage_auto = طرز استفاده: /auto یا /auto off.
illegal-not_your_turn = نوبت شما نیست.
illegal-card_not_in_hand = شما { $card } ندارید.
illegal-unknown_card = «{ $card }» کارت این بازی نیست. کارت‌ها به شکل خال و سپس ارزش نوشته می‌شوند، مثلاً SA یا H10، یا همان‌طور که ربات نشانشان می‌دهد (♠A).
illegal-unknown_verb = /{ $verb } اینجا حرکت نیست. /help را امتحان کنید.
illegal-malformed_move = این حرکت ناقص است یا کلمه اضافه دارد. /help را امتحان کنید.
hint-malformed-play = کدام کارت؟ می‌توانید این‌ها را بازی کنید: { $moves }
hint-malformed-moves = /{ $verb } کلمه‌های دیگری لازم دارد. حرکت‌های ممکن: { $moves }
hint-no_such_player = اینجا بازیکنی به نام «{ $name }» نیست؛ می‌توانید این‌ها را نام ببرید: { $names }
hint-malformed-bid = کدام پیشنهاد؟ پیشنهادهای ممکن: { $moves }
hint-not_now = /{ $verb } الان حرکت مجاز نیست. حرکت‌های ممکن: { $moves }
hint-range = { $first } تا { $last }
console-button_range = { $count ->
    [one] دکمه { $number } وجود ندارد: فقط دکمه { $count } نمایش داده شده است.
   *[other] دکمه { $number } وجود ندارد: دکمه‌های نمایش‌داده‌شده 1 تا { $count } هستند.
}
console-no_buttons = دکمه { $number } وجود ندارد: الان هیچ دکمه‌ای نمایش داده نمی‌شود. فرمان‌ها با / شروع می‌شوند؛ /help را امتحان کنید.
illegal-kontra_too_late-rekontra = برای Rekontra دیر است: فرصت Kontra و Rekontra تمام شده است.
illegal-already_said-rekontra = Rekontra قبلاً گفته شده است.
illegal-bad_player_count = این بازی با { $min } تا { $max } بازیکن انجام می‌شود، نه { $players } بازیکن.
illegal-not_time_to_deal = هنوز یک دور در جریان است؛ دور بعد وقتی پخش می‌شود که این دور تمام شود.
illegal-not_the_pack = این‌ها کارت‌های دسته ورق این بازی نیستند.
illegal-bad_hands = این کارت‌ها پخش درستی برای این بازی نیستند: { $expected } لازم است.
illegal-bad_scores = امتیازهای داده‌شده با این میز جور نیستند.
illegal-must_follow_suit = باید از همان خال بازی کنید.
illegal-jack_is_trump = سربازها حکم‌اند و جزو خال چاپ‌شده روی خودشان نیستند: یک کارت { $led } بازی کنید.
illegal-kontra_too_late = برای این کار دیر است: Kontra باید پیش از اولین کارت دست اول گفته شود.
illegal-kontra_not_allowed = اینجا نمی‌توانید Kontra بگویید.
illegal-rekontra_not_allowed = اینجا نمی‌توانید Rekontra بگویید: Rekontra جواب بازیکن تک به Kontra است.
illegal-rekontra_without_kontra = Rekontra جواب Kontra است؛ کسی Kontra نگفته است.
illegal-already_said = این قبلاً گفته شده است.
illegal-jack_discard_forbidden = سر این میز نمی‌شود سربازها را کنار گذاشت.
illegal-same_card_twice = دو کارت متفاوت نام ببرید.
illegal-wrong_phase = الان نمی‌توانید /{ $verb } کنید.
illegal-no_deal_in_progress = هیچ دوری در جریان نیست.
illegal-game_over = بازی تمام شده است.
illegal-generic = این حرکت مجاز نیست ({ $code }).
help-text =
    فرمان‌ها:
    /new بازی [option=value …] — باز کردن یک میز (بازی‌ها: { $games })
    /join، /leave — نشستن یا بلند شدن (پیش از شروع)
    /addbot [easy|normal|strong] — افزودن بازیکن کامپیوتری (/new … level=strong: سطح میز) · /removebot [نام] — بیرون بردن دوباره یکی از آن‌ها
    /start — پخش اولین دور
    /hand — نمایش دوباره کارت‌های شما · /hint — کاری که بازیکن قوی به‌جای شما می‌کرد (فقط برای خودتان، سر میزی که با /new … hints=on باز شده)
    /auto، /auto off — سپردن صندلی‌تان به کامپیوتر، و پس گرفتن آن
    /score — برگه امتیاز · /last — آخرین دست
    /standings [بازی] — جدول رده‌بندی این گفت‌وگو · /ratings بازی [all] — ریتینگ‌ها (all: همه گفت‌وگوها؛ /settings public=off شما را بیرون نگه می‌دارد)
    /rules بازی — قوانین و گزینه‌ها
    /export [N] — پرونده آخرین بازی تمام‌شده (یا بازی شماره N) · /history [بازی] — آخرین بازی‌ها · /profile [نام] — بازی‌ها و ریتینگ یک بازیکن
    /abort — پایان دادن به میز (سازنده یا مدیر) · /rematch — دوباره با همین صندلی‌ها
    /leave وسط بازی — کامپیوتر جای شما را می‌گیرد · /sit [صندلی] — گرفتن صندلی یک کامپیوتر · /kick بازیکن · /back
    /settings notify=on|off language=CODE · /settings turn_seconds=N group_language=CODE (مدیر گفت‌وگو؛ /new … turn_seconds=N برای یک میز)
    حرکت‌ها با / و نام حرکت و سپس بقیه کلمه‌ها تایپ می‌شوند، مثلاً /play SJ. کارت‌ها: خال و سپس ارزش (SA، H10، CJ)، یا همان‌طور که ربات نشانشان می‌دهد (♠A).
help-moves = حرکت‌ها در { $game }: { $verbs }
rules-header = { $game } — خلاصه قوانین
rules-options = گزینه‌ها (name=مقدار پیش‌فرض): { $options }
console-greeting = میز کنسول Stammtisch. /help فرمان‌ها را فهرست می‌کند؛ با Ctrl-D خارج می‌شوید.
console-label-table = میز
console-label-private = شما، خصوصی
console-label-alert = به شما
# Rank letters as Persian players write them on cards (ten is always 10). Iranian packs print
# the Latin letters A K Q J, and players type them so: kept Latin on purpose (glossary).
rank-bieten-A = A
rank-bieten-K = K
rank-bieten-O = O
rank-bieten-U = U
rank-bestia-A = A
rank-bestia-K = K
rank-bestia-H = H
rank-bestia-J = J
rank-vint-A = A
rank-vint-K = K
rank-vint-Q = Q
rank-vint-J = J
rank-fivehundredone-A = A
rank-fivehundredone-K = K
rank-fivehundredone-Q = Q
rank-fivehundredone-J = J
rank-schieberamsch-A = A
rank-schieberamsch-K = K
rank-schieberamsch-Q = Q
rank-schieberamsch-J = J
# Computer players' levels and the hint.
level-easy = آسان
level-normal = معمولی
level-strong = قوی
ok-bot_added_level = { $name } (کامپیوتر، { $level }) سر میز شماره { $id } نشست.
error-bad_level = سطحی به نام «{ $value }» وجود ندارد. سطح‌ها: { $levels }.
error-hints_off = سر این میز راهنمایی خاموش است (میزی راهنمایی می‌دهد که با /new … hints=on باز شده باشد).
error-hint_not_your_turn = راهنمایی برای حرکت خود شماست: الان نوبت شما نیست.
button-hint = 💡 راهنمایی
hint-move = راهنمایی: { $move }.
hint-searched = راهنمایی: { $move }. کارت‌های پنهان به شکل‌های بسیاری که ممکن بود چیده شده باشند پخش شد و این حرکت بهتر از { $second }، بهترین حرکت بعدی، درآمد.
# Ratings (openskill; shown as 1000 + 40 × (mu − 3 sigma)).
ratings-change = { $name } { $before } ← { $after }
ratings-changed = ریتینگ: { $changes }
ratings-header = ریتینگ · { $game } (بازیکنان این گفت‌وگو؛ شروع از 1000)
ratings-header_all = ریتینگ · { $game } (همه بازیکنان دارای ریتینگ؛ شروع از 1000)
ratings-none = هنوز کسی ریتینگ ندارد: هر بازیِ حساب‌شده به بازیکنانش ریتینگ می‌دهد.
ratings-row = { $place }. { $name } { $rating } ({ $count ->
        [one] { $count } بازی
       *[other] { $count } بازی
    })
ratings-computer = کامپیوتر ({ $level })
standings-rated = { $row } · ریتینگ { $rating }
error-usage_ratings = کدام بازی؟ /ratings بازی [all] (بازی‌ها: { $known }).
# The picture of a finished match (and its text for screen readers).
picture-title = { $game } · میز شماره { $id }: امتیازها دور به دور
picture-deals = { $count ->
        [one] { $count } دور
       *[other] { $count } دور
    }
picture-row = { $name }: { $totals }
error-export_unknown = این گفت‌وگو بازی تمام‌شده‌ای با شماره { $number } ندارد. /history فهرست بازی‌ها را نشان می‌دهد.
history-none = هنوز هیچ بازی‌ای در این گفت‌وگو تمام نشده است.
history-header = آخرین بازی‌های این گفت‌وگو (تازه‌ترین اول):
history-row = شماره { $id } · { $date } · { $game } · { $scores } · برنده: { $winners }
history-record = پرونده شماره { $id }
history-replay = ▶ بازبینی شماره { $id }
replay-title = بازبینی · { $game } · میز شماره { $id }
replay-deal = دست { $number } از { $count } · { $name } پخش می‌کند
replay-dealt = کارت‌ها همان‌طور که { $name } پخش کرد.
replay-move = حرکت { $number } از { $count }: { $name } · { $move }
replay-first = آغاز
replay-prev_deal = دست قبلی
replay-prev = قبلی
replay-next = بعدی
replay-next_deal = دست بعدی
replay-last = پایان
replay-not_over = این بازی هنوز تمام نشده است: دست بازیکنان فقط پس از پایان بازی نشان داده می‌شود.
profile-none = { $name } هنوز هیچ بازیِ حساب‌شده‌ای ندارد.
profile-header = { $name }
profile-game = { $game }: { $count ->
        [one] { $count } بازی
       *[other] { $count } بازی
    }، { $won } برد، بهترین { $best }، آخرین بازی { $last }
profile-rating = { " · " }ریتینگ { $rating } ({ $trend } در آخرین بازی)
profile-partner = { " · " }یار محبوب { $name } ({ $count ->
        [one] { $count } بازی
       *[other] { $count } بازی
    })
error-profile_unknown = کسی به نام «{ $name }» در این گفت‌وگو بازی نکرده است.
console-written = (ذخیره شد در { $path })
offer-line = { $name }: { $move }
