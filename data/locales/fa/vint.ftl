standings-vint = جدول رده‌بندی: اول بیشترین تفاوتِ تسویه‌شده: هر رابر تسویه می‌شود، طرفی که جلوتر است تفاوت جمع امتیازهای دو طرف را می‌گیرد و طرف دیگر همان را می‌پردازد (در یک نشست: تسویه‌های هر بازیکن)، جمع روی بازی‌های حساب‌شده؛ بعد بیشترین تعداد برد.
game-vint = وینت
move-bid = پیشنهاد
vint-call = { $level } { $denomination }
vint-nt = بی‌حکم
vint-pass = پاس
vint-bid_level = پیشنهاد { $level }
vint-team = { $first } و { $second }
vint-status = وضعیت — حکم: { $trump } · قرارداد: { $contract } · صاحب قرارداد: { $declarer } · دست‌ها: { $tricks } · نفر اول: { $forehand }
vint-status_none = هنوز نه
vint-status_no_trump = هیچ (بی‌حکم)
vint-status_tricks = { $team } { $count }
vint-partners = یارها: { $first } در برابر { $second }
vint-rubber = رابر { $rubber } از { $of }
vint-auction = دور پیشنهاد: { $calls }
vint-passes_run = { $count }× پاس
vint-high_bid = بالاترین پیشنهاد: { $call } از { $name } · { $left }
vint-no_bid = هنوز پیشنهادی نیست · { $left }
vint-passes_left-close-one = 1 پاس دیگر دور پیشنهاد را می‌بندد
vint-passes_left-close-many = { $count } پاس دیگر دور پیشنهاد را می‌بندد
vint-passes_left-throw_in-one = با 1 پاس دیگر این دور باطل می‌شود
vint-passes_left-throw_in-many = با { $count } پاس دیگر این دور باطل می‌شود
vint-contract = قرارداد: { $call } از { $name } ({ $team } { $tricks } دست لازم دارند) · ارزش هر دست { $value }
vint-tricks = دست‌ها: { $first } { $a } · { $second } { $b }
vint-sheet = برگه امتیاز: { $first } | { $second }
vint-carried = { "  " }از قبل: { $a } | { $b }
vint-above = { "  " }بالای خط: { $a } | { $b }
vint-line = { "  " }───────────────
vint-game_won = { "  " }گیم { $n }: { $a } | { $b } (برنده: { $winner })
vint-game_open = { "  " }گیم { $n }: { $a } | { $b }
vint-totals = { "  " }گیم‌های برده: { $ga } | { $gb } · جمع: { $a } | { $b }
vint-you_play_with = شما با { $partner } در برابر { $first } و { $second } بازی می‌کنید.
vint-made = { $over ->
    [0] انجام شد
    [one] انجام شد، { $over } دست اضافه
   *[other] انجام شد، { $over } دست اضافه
}
vint-down = { $count } دست کم
vint-below_deal = زیر خط: { $first } { $ta ->
    [one] { $ta } دست
   *[other] { $ta } دست
} × { $value } = { $a } · { $second } { $tb ->
    [one] { $tb } دست
   *[other] { $tb } دست
} × { $value } = { $b }
vint-above_deal = بالای خط برای { $team }: { $items }
vint-above-honours = { $count } آنر حکم، { $factor } × { $value } = { $points }
vint-above-aces = { $count ->
    [one] { $count } آس
   *[other] { $count } آس
}، { $factor } × { $value } = { $points }
vint-above-aces_split = آس‌ها 2–2، طرفی که دست بیشتری دارد دو آس را حساب می‌کند: { $factor } × { $value } = { $points }
vint-above-twelve_tricks = 12 دست { $points }
vint-above-thirteen_tricks = 13 دست { $points }
vint-above-small_slam = اسلم کوچکِ خوانده و انجام‌شده { $points }
vint-above-grand_slam = اسلم بزرگِ خوانده و انجام‌شده { $points }
vint-above-undertricks = { $count ->
    [one] { $count } دست کم
   *[other] { $count } دست کم
}، { $count } × { $level } × 500 = { $points } (دست‌های کم × سطح × 500)
vint-above-slam_failed = اسلمِ شکست‌خورده { $points }
vint-above-game = گیم { $points }
vint-above-rubber_game = گیمِ رابر { $points }
vint-deal_sum = این دور: { $first } { $ba } + { $aa } = { $a } · { $second } { $bb } + { $ab } = { $b } (زیر خط + بالای خط)
vint-totals_deal = جمع: { $first } { $was_a } + { $da } = { $a } · { $second } { $was_b } + { $db } = { $b }
vint-list_and = { $rest } و { $last }
event-vint-dealt = دور { $deal }: { $name } ورق می‌دهد و اول پیشنهاد می‌دهد.
event-vint-dealt_session = دور { $deal } (رابر { $rubber }): { $name } ورق می‌دهد و اول پیشنهاد می‌دهد.
event-vint-bid = { $name } { $call } پیشنهاد می‌دهد.
event-vint-passed = { $name } پاس می‌دهد.
event-vint-passes = { $names } پاس می‌دهند ({ $count } پاس).
event-vint-partners = یارها: { $first } در برابر { $second }.
event-vint-partners_rubber = { $rubber ->
    [1] رابر 1، یارها: { $first } در برابر { $second }.
   *[other] رابر { $rubber }، یارهای تازه: { $first } در برابر { $second }.
}
event-vint-thrown_in = هشت پاس: این دور باطل می‌شود. دور بعد را { $next } ورق می‌دهد.
event-vint-contract = دور پیشنهاد تمام شد: { $call } از { $name }، که با { $partner } در برابر { $first } و { $second } بازی می‌کند و { $tricks } دست لازم دارد. حکم: { $trump }. { $leader } شروع می‌کند. ارزش هر دست { $value } است.
event-vint-trick_taken = { $trick } ← { $name } دست { $number } را می‌برد.
event-vint-game_reached = { $team } در دست { $trick } به 500 زیر خط می‌رسند: گیم مال آن‌هاست.
event-vint-deal_scored = امتیاز این دور حساب شد: { $call } از { $name }: { $team } { $taken } دست بردند، { $needed } دست لازم بود ({ $verdict }).
event-vint-rubber_over = رابر { $rubber } مال { $winner } ({ $games } در گیم‌ها). جمع: { $first } { $a } · { $second } { $b }. به { $payee } تفاوت پرداخت می‌شود، { $high } − { $low } = { $amount }.
illegal-bid_too_low = پیشنهاد باید بالاتر از { $high } باشد: سطح بالاتر، یا همان سطح با خال بالاتر (♠ < ♣ < ♦ < ♥ < بی‌حکم).
illegal-partner_scores_differ = یارها با امتیاز یکسان وارد بازی می‌شوند.
rules-vint =
    چهار بازیکن در دو تیم ثابت دونفره، یارها روبه‌روی هم؛ 52 کارت، به هر نفر 13 کارت؛ بدون دست باز: همه کارت‌ها پنهان می‌مانند.
    • دور پیشنهاد: دیلر اول پیشنهاد می‌دهد، بعد در جهت عقربه‌های ساعت. /pass، یا /bid سطح خال (/bid 3 H) بالاتر از آخرین پیشنهاد؛ ترتیب خال‌ها ♠ < ♣ < ♦ < ♥ < بی‌حکم (NT). پاس هرگز جلوی پیشنهاد بعدی را نمی‌گیرد، حتی بالاتر از پیشنهاد خودتان. 12 پاس پشت سر هم پس از یک پیشنهاد دور پیشنهاد را می‌بندد (8 پاس بدون هیچ پیشنهادی دور را باطل می‌کند). آخرین پیشنهاد قرارداد است: تیم پیشنهاددهنده باید 6 + سطح دست ببرد.
    • بازی: حریفِ سمت چپ صاحب قرارداد شروع می‌کند؛ اگر می‌توانید از همان خال بازی کنید، وگرنه هر کارتی.
    • زیر خط: هر دست ارزش دستِ قرارداد را برای تیمی که آن را می‌برد دارد، چه قرارداد انجام شود چه نه: ♠ 4، ♣ 6، ♦ 8، ♥ 10، بی‌حکم 12، به‌علاوه 10 برای هر سطح بالاتر از 1. 500 زیر خط یک گیم را می‌برد (حتی وسط دور): جایزه 500، و 1000 برای گیمی که رابر را می‌برد. دو گیم رابر را می‌برد.
    • بالای خط: 3، 4 یا 5 آنر حکم (A K Q J 10) در دست یک تیم 20، 30 یا 40 × ارزش دست امتیاز دارد؛ تیمی که آس بیشتری دارد برای هر آس 10 × ارزش دست می‌گیرد (2–2: دو آس برای تیمی که دست بیشتری برده)؛ 12 دست 500، 13 دست 1000؛ اسلم کوچکِ خوانده و انجام‌شده 3000، اسلم بزرگ 5000. هر دست کم به مدافعان سطح × 500 می‌دهد (اسلم شکست‌خورده 3000 یا 5000 بیشتر).
    • رابر با تفاوت جمع امتیازهای دو تیم تسویه می‌شود. گزینه‌ها: slam_bonus_defenders (مدافعان هم برای 12/13 دست 500/1000 می‌گیرند)، allow_early_close (4 پاس پس از آخرین پیشنهاد دور پیشنهاد را می‌بندد)، rubbers=3 (یک نشست: پس از هر رابر یارها عوض می‌شوند تا هر جفت یک بار بازی کند، و هر بازیکن جداگانه تسویه می‌شود).
