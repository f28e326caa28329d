standings-bieten = جدول رده‌بندی: اول بیشترین امتیاز در هر بازی (میانگین بازی‌های حساب‌شده)، بعد بیشترین تعداد برد.
game-bieten = بیتن
card-as = { $wild } به‌جای { $card }
card-bieten-W = Weli
move-cut = کات کردن
move-steal = دزدیدن
move-stop = بس است
move-bet = شرط بستن
move-raise = بالا بردن
move-accept = قبول
move-refuse = نپذیرفتن
bieten-label-cut = کات { $count }
bieten-label-bet = شرط برای { $figure }
bieten-label-raise = { $figure } به 3
bieten-label-declare_suit = { $wild } به‌جای { $suit }
bieten-figure-rot = Rot
bieten-figure-gruen = Grün
bieten-figure-gleich = Gleich
bieten-figure-hanger = Hanger
bieten-figure-spiel = Spiel
bieten-cutting = { $name } دسته ورق را کات می‌کند.
bieten-cut = کات: { $name } { $cards } کارت برداشت و { $stolen } کارت دزدید.
bieten-seen = کارت دیده‌شده: { $card }
bieten-status = وضعیت — کارت دیده‌شده: { $card } · نفر اول: { $forehand }
bieten-status_unseen = هنوز نه
bieten-figures = فیگورها: { $figures }
bieten-fig-open = { $figure } 1
bieten-fig-betting = { $figure }: شرط { $bettor }، در انتظار پاسخ‌ها
bieten-fig-contested = { $figure } { $value } (شرط: { $bettor }، قبول: { $acceptor })
bieten-fig-contested_unanswered = { $figure } { $value } (شرط: { $bettor })
bieten-fig-raised = { $figure } { $value } (شرط: { $bettor }، بالا برده: { $raiser }، قبول: { $acceptor })
bieten-fig-closed = { $figure } پرداخت شد
bieten-fig-to_trick_winner = { $figure } 1 برای برنده آخرین دست
bieten-awards = پرداخت فوری: { $awards }
bieten-award = { $name } { $figure } ({ $points } امتیاز)
bieten-tricks = دست‌ها: { $tricks }
bieten-trick_won = { $number } { $name }
bieten-played = بازی‌شده: { $played }
bieten-asking = { $by } برای { $figure } { $kind }؛ { $name } پاسخ می‌دهد.
bieten-asking_after = { $by } برای { $figure } { $kind }؛ { $names } نه گفتند، { $name } پاسخ می‌دهد.
bieten-kind-bet = شرط می‌بندد
bieten-kind-raise = شرط را به 3 بالا می‌برد
bieten-polling = دور شرط پیش از کارت: نوبت { $name } است که شرط ببندد یا پاس بدهد.
bieten-polling_after = دور شرط پیش از کارت: { $names } { $count ->
        [one] شرط نمی‌بندد
       *[other] شرط نمی‌بندند
    }؛ نوبت { $name } است که شرط ببندد یا پاس بدهد.
bieten-sheet = برگه امتیاز (هدف { $target }): { $rows }
bieten-row = { $name } { $score } ({ $needs } لازم دارد){ $marks }
bieten-row_done = { $name } { $score }{ $marks }
bieten-mark-gespannt = { " " }gespannt
bieten-mark-gestrichen = { " " }│خط‌خورده│
bieten-mark-winner = { " " }✗
bieten-mark-loser = { " " }●
bieten-mark-finished = { " " }بیرون (به هدف رسید)
bieten-mark-excluded = { " " }حذف‌شده
bieten-you_cut = شما کات می‌کنید: دست‌کم { $min } و حداکثر { $max } کارت بردارید.
bieten-exposed = کارت زیرین دسته‌ای که برداشتید { $card } است: آن را بدزدید یا بس کنید.
bieten-you_stole = دزدیدید: { $cards }
bieten-answer_bet = { $name } برای { $figure } شرط می‌بندد: قبول کنید (آن‌وقت بهترین { $figure } امتیاز 2 می‌گیرد) یا تسلیم شوید.
bieten-answer_raise = { $name } شرط { $figure } را به 3 بالا می‌برد: قبول کنید (آن‌وقت بهترین { $figure } امتیاز 3 می‌گیرد) یا نپذیرید.
bieten-answer_bet_spiel = { $name } برای Spiel شرط می‌بندد: قبول کنید (آن‌وقت آخرین دست امتیاز 2 می‌گیرد) یا تسلیم شوید.
bieten-answer_raise_spiel = { $name } شرط Spiel را به 3 بالا می‌برد: قبول کنید (آن‌وقت آخرین دست امتیاز 3 می‌گیرد) یا نپذیرید.
bieten-cannot_accept = شما { $figure } ندارید، پس فقط می‌توانید نه بگویید.
bieten-still_bet = هنوز می‌توانید پیش از آنکه { $name } بازی کند شرط ببندید.
bieten-weli_may = { $wild } شما می‌تواند به‌جای این کارت‌ها اعلام شود: { $cards }
bieten-weli_many = { $wild } شما می‌تواند به‌جای هر یک از { $count } کارت اعلام شود.
bieten-your_bets = شرط‌ها و قبول‌های شما: { $figures }
bieten-gespannt_you = شما gespannt هستید (1 امتیاز مانده): نمی‌توانید شرط ببندید یا بالا ببرید، فقط قبول کنید.
event-bieten-deal_started = دور { $deal }: { $name } ورق می‌دهد، { $cutter } کات می‌کند.
event-bieten-cut = { $name } { $cards } کارت برمی‌دارد.
event-bieten-cut_seen = کارت زیرین دسته برداشته‌شده: { $card }.
event-bieten-cut_stolen = { $card } را می‌دزدید.
event-bieten-stolen = { $name } یک کارت می‌دزدد (تا حالا { $count } کارت).
event-bieten-stopped = { $name } پس از دزدیدن { $stolen } کارت بس می‌کند.
event-bieten-dealt = کارت‌ها پخش شد؛ کارت دیده‌شده { $card } است. { $leader } شروع می‌کند.
event-bieten-card_played = { $name } { $card } را بازی می‌کند.
event-bieten-bet = { $name } برای { $figure } شرط می‌بندد!
event-bieten-accepted = { $name } قبول می‌کند: { $figure } حالا { $value } امتیاز دارد.
event-bieten-conceded = { $name } در { $figure } تسلیم می‌شود.
event-bieten-raised = { $name } شرط { $figure } را به 3 بالا می‌برد!
event-bieten-refused = { $name } بالا بردن { $figure } را نمی‌پذیرد.
event-bieten-all_conceded = { $names } در { $figure } { $count ->
        [one] تسلیم می‌شود
       *[other] تسلیم می‌شوند
    }.
event-bieten-all_refused = { $names } بالا بردن { $figure } را { $count ->
        [one] نمی‌پذیرد
       *[other] نمی‌پذیرند
    }.
event-bieten-accepted_after = { $names } { $count ->
        [one] تسلیم می‌شود
       *[other] تسلیم می‌شوند
    }؛ { $name } قبول می‌کند: { $figure } حالا { $value } امتیاز دارد.
event-bieten-accepted_after_raise = { $names } { $count ->
        [one] نمی‌پذیرد
       *[other] نمی‌پذیرند
    }؛ { $name } قبول می‌کند: { $figure } حالا { $value } امتیاز دارد.
event-bieten-passed = { $name } شرط نمی‌بندد.
event-bieten-poll_over = { $names } { $count ->
        [one] شرط نمی‌بندد
       *[other] شرط نمی‌بندند
    }: تا کارت بعدی شرط دیگری نیست.
event-bieten-bet_after = { $names } { $count ->
        [one] شرط نمی‌بندد
       *[other] شرط نمی‌بندند
    }؛ { $name } برای { $figure } شرط می‌بندد!
event-bieten-raised_after = { $names } { $count ->
        [one] شرط نمی‌بندد
       *[other] شرط نمی‌بندند
    }؛ { $name } شرط { $figure } را به 3 بالا می‌برد!
event-bieten-penalty = خطا، پرداخت فوری: { $step }.
event-bieten-figure_awarded = کسی در برابرش نایستاد: { $name } فوراً { $figure } را می‌برد ({ $points } امتیاز).
event-bieten-figure_contested = کسی بالا بردن را قبول نمی‌کند: { $figure } با ارزش { $value } در رقابت می‌ماند.
event-bieten-figure_to_trick_winner = در { $figure } تسلیم شدند: به برنده آخرین دست می‌رسد ({ $value }).
event-bieten-trick_taken = { $name } دست { $number } را با { $card } می‌برد.
event-bieten-deal_scored = امتیاز این دور حساب شد. فیگورها: { $figures }
event-bieten-count = حساب: { $steps }
event-bieten-change = این دور: { $changes }
event-bieten-reached = به هدف رسیدند: { $names }
event-bieten-totals = جمع امتیازها: { $totals }
event-bieten-match_over = بازی تمام شد. برنده ✗: { $winners } · بازنده ●: { $losers }. جمع نهایی: { $totals }
bieten-nobody = —
bieten-nobody_lapsed = — (مساوی یا هیچ‌کس)
bieten-winner_of = { $figure } { $name }
bieten-step = { $name } { $points } { $what }
bieten-step_figure = { $name } { $points } { $figure } ({ $why })
bieten-why-worth_1 = بی‌شرط: 1
bieten-why-worth_2 = شرط و قبول: 2
bieten-why-worth_3 = بالا بردن و قبول: 3
bieten-why-early_1 = شرط، همه تسلیم شدند: فوراً 1
bieten-why-early_2 = بالا بردن را هیچ‌کس نپذیرفت: فوراً 2
bieten-step-weli_penalty = جریمه Weli (Weli به او رسید و هیچ فیگوری نبرد)
bieten-step-weli_bonus = جایزه Weli
bieten-step-lose_all = { $name } همه امتیازهایش را از دست می‌دهد ({ $what })
bieten-offence = خطا: { $code }
bieten-step-must_follow_suit = بازی نکردن از خال خواسته‌شده
bieten-step-weli_w1_follow_suit = Weli در خال نادرست (W1)
bieten-step-weli_w2_revoked_suit = Weli در خالی که قبلاً از آن بازی نشد (W2)
bieten-step-weli_w3_bet_commitment = Weli برخلاف شرط (W3)
bieten-step-weli_duplicate_own_card = Weli به‌جای کارتی که در دست خودش است
bieten-step-figure_not_held = فیگوری که نداشت
bieten-step-gespannt = شرط در حالت gespannt
bieten-step-raise_exceeds_needs = بالا بردن بیش از امتیاز لازم
bieten-excluded_now = حذف‌شده به خاطر بازی نکردن از خال: { $names }
illegal-bieten-must_follow_suit = باید از همان خال بازی کنید، نه { $card }: کارتی از خال اولِ دست (یا Weli که در آن خال اعلام شود).
illegal-bieten-weli_w1_follow_suit = شما کارت طبیعیِ خال اولِ دست را دارید: Weli باید در همان خال اعلام شود (W1).
illegal-bieten-weli_w2_revoked_suit = پیش‌تر در این دور از آن خال بازی نکردید: Weli نمی‌تواند در آن اعلام شود (W2).
illegal-bieten-weli_w3_bet_commitment = این کار فیگوری را که شرط بستید یا قبول کردید خراب می‌کند: سه کارت شما باید هنوز آن را داشته باشند (W3).
illegal-bieten-weli_duplicate_own_card = سر این میز Weli را نمی‌شود به‌جای کارتی که خودتان دارید اعلام کرد.
illegal-bieten-figure_not_held = شما آن فیگور را ندارید.
illegal-bieten-gespannt = شما gespannt هستید: ارزش شرط بیش از امتیازی است که هنوز لازم دارید.
illegal-bieten-raise_exceeds_needs = برای بالا بردن به 3 باید دست‌کم 3 امتیاز تا هدف مانده باشد.
illegal-bieten-figure_already_bet = برای این فیگور در این دور قبلاً شرط بسته شده است.
illegal-bieten-already_raised = شرط این فیگور قبلاً بالا برده شده است.
illegal-bieten-betting_closed = شرط دیگری نیست: آخرین کارت بازی شده است.
illegal-bieten-bettor_cannot_raise = این شرط را خودتان بستید: فقط بازیکن دیگری می‌تواند آن را بالا ببرد.
illegal-bieten-figure_not_contested = فقط شرطی که قبول شده بالا برده می‌شود.
illegal-bieten-wild_needs_identity = بگویید { $card } کدام کارت است: /play W=HA (خال و سپس ارزش).
illegal-bieten-not_a_wild = { $card } کارت آزاد (جوکر) نیست.
illegal-bieten-bad_identity = Weli باید به‌جای یک کارت طبیعی اعلام شود.
illegal-bieten-wrong_response = به شرط با /accept یا /concede جواب دهید، به بالا بردن با /accept یا /refuse.
illegal-bieten-cut_out_of_range = بین { $min } و { $max } کارت بردارید.
rules-bieten =
    بازی شرط‌بندی تیرول: 2 تا 8 بازیکن (بهتر از همه 3 تا 5)، 33 کارت: ♥ دل، 🍃 برگ، 🔔 زنگوله، 🌰 بلوط، هر کدام A K O U 10 9 8 7، و Weli (W)، یک کارت آزاد (جوکر).
    • کات: نفر سمت راست دیلر کارت‌هایی برمی‌دارد (/cut N)، کارت زیرین دسته برداشته‌شده را می‌بیند و می‌تواند تا سه بار آن را بدزدد (/steal؛ و کارت بعدی را ببیند) یا بس کند (/stop)؛ آخرین کارتی که دیده شد کارت دیده‌شده است و رو روی باقی دسته می‌ماند. پخش 2-1، به هر نفر سه کارت (به کات‌کننده به اندازه کارت‌هایی که دزدید کمتر).
    • بازی: سه دست، بی‌حکم، از همان خال بازی کنید؛ بالاترین کارت خال اول دست را می‌برد. Weli هنگام بازی اعلام می‌شود (/play W=HA): در خال اول دست تا وقتی کارت طبیعی آن را دارید (W1)، هرگز در خالی که از آن بازی نکردید (W2)، و طوری که سه کارت شما هنوز همه فیگورهایی را که شرط بستید یا قبول کردید داشته باشند (W3)؛ Weli به کارت طبیعی‌ای که نامش را گرفته می‌بازد.
    • فیگورها، هر کدام 1 امتیاز: Rot (بهترین دل)، Grün (بهترین برگ)، Gleich (بهترین جفت یا سه‌تایی)، Hanger (بهترین ردیف پشت سر هم از یک خال)، Spiel (آخرین دست). در تساوی Gleich یا Hanger امتیاز به کسی نمی‌رسد. دارنده Weli اگر هیچ فیگوری نبرد 1 امتیاز از دست می‌دهد.
    • شرط‌بندی، در نوبت خودتان پیش یا پس از کارتتان: /bet فیگوری که دارید. از سمت چپ شما هر کس جواب می‌دهد: /accept (فقط اگر آن را دارد) یا /concede؛ اگر همه تسلیم شوند، فوراً 1 امتیاز می‌گیرید. با اولین قبول، ارزشش برای بهترین دارنده 2 می‌شود. سپس هر دارنده‌ای جز شرط‌بند می‌تواند آن را به 3 بالا ببرد (/raise): /accept یا /refuse؛ اگر همه نپذیرند، بالابرنده فوراً 2 امتیاز می‌گیرد. شرط نباید از امتیازی که هنوز لازم دارید بیشتر باشد: با 1 امتیاز مانده gespannt هستید (شرط نه، فقط قبول).
    • اولین کسی که به هدف برسد می‌برد (✗)، کمترین جمع می‌بازد (●). گزینه‌ها: target (امتیاز برد)، deal_pattern (2-1 یا 1-2)، cut_min_packet (کوچک‌ترین دسته در کات)، betting_window (own_turn، یا anytime: یک دور شرط پیش از هر کارت)، weli_may_duplicate_own_card، weli_commitment_on_conceded_bets، spiel_conceded_goes_to_trick_winner، raise_refusal_awards_raiser (false: بالا بردنِ نپذیرفته با ارزش 2 در رقابت می‌ماند)، enforce_legality (false: حرکت‌های غیرمجاز می‌مانند و 2 امتیاز جریمه دارند، فوراً اگر همان لحظه دیده شوند، وگرنه در پایان دور)، variant_elimination (برندگان بیرون می‌روند، آخرین نفر می‌بازد)، variant_harsh_revoke (lose_all_points یا eliminated به‌جای منفی 2)، variant_weli_not_wild (Weli ششِ زنگوله است و برای دارنده‌اش 1 امتیاز دارد)، variant_spitzen (🔔7 و 🌰7 هم کارت آزادند)، loser_ties (all_tied_lose یا no_loser).
