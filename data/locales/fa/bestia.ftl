standings-bestia = جدول رده‌بندی: اول بیشترین ژتون (جمع تراز بازی‌های حساب‌شده)، بعد بیشترین تعداد برد.
game-bestia = بستیا
move-fold = کنار کشیدن
move-knock = Bussare
move-terzo = Terzo se devo
move-rob = برداشتن حکم
move-buco = گرفتن buco
bestia-variant = نوع بازی: { $variant } · دورهای انجام‌شده { $played } از { $total }
bestia-variant-rome = رُم
bestia-variant-briscola_rubata = Briscola rubata
bestia-variant-mano_a_fidarsi = Mano a fidarsi
bestia-variant-a_perdere = A perdere (کمترین دست می‌برد)
bestia-variant-giro_a_tre_carte = Giro a tre carte
bestia-variant-three_card_no_fold = سه کارت، بدون کنار کشیدن
bestia-variant-terzo_obbligatorio = Terzo obbligatorio
bestia-variant-single_round_knock = یک گردش با bussare
bestia-variant-single_winner = یک برنده همه پات را می‌برد
bestia-variant-col_buco = Bestia col buco
bestia-pot = پات: { $pot } ژتون
bestia-pot_play = پات: { $pot } ژتون · هر دست { $share } می‌برد
bestia-trump = حکم: { $suit } · کارت رو شده: { $card }
bestia-trump_robbed = حکم: { $suit } · { $name } کارت رو شده { $card } را برداشت
bestia-trump_hidden = حکم: تا شروع بازی رو به پایین
bestia-status = وضعیت — حکم: { $trump } · پات: { $pot } · نفر اول: { $forehand }
bestia-status_trump = { $suit } ({ $card })
bestia-status_hidden = رو به پایین
bestia-suit-D = 🪙 سکه
bestia-suit-C = 🏆 جام
bestia-suit-S = ⚔️ شمشیر
bestia-suit-B = 🪵 چوب
bestia-in = هنوز در بازی: { $names }
bestia-folded = کنار کشیدند: { $names }
bestia-mark-knocked = { " " }(bussare)
bestia-mark-terzo = { " " }(terzo se devo)
bestia-mark-buco = { " " }(buco)
bestia-stock = دسته باقی‌مانده: { $count } کارت
bestia-tricks = دست‌ها: { $tricks }
bestia-suits = خال‌ها: 🪙 سکه D · 🏆 جام C · ⚔️ شمشیر S · 🪵 چوب B (مثلاً /play DA تایپ کنید)
bestia-exchange_help = برای تعویض: «تعویض …» را بزنید، کارت‌هایی را که می‌خواهید عوض کنید علامت بزنید و تأیید کنید. اگر بی‌هیچ علامتی تأیید کنید، بدون تعویض در بازی می‌مانید.
bestia-stay_help = شما کارت حکم را برداشتید، پس با کارت‌هایی که دارید بازی می‌کنید: «تعویض» اینجا یعنی ماندن در بازی بدون تعویض.
bestia-rob_help = شما ورق می‌دهید: کارت رو شده { $card } را با «برداشتن حکم» و کارتی که به‌جایش می‌دهید بردارید، یا با «پاس» آن را روی میز بگذارید. اگر بردارید، این دور را با کارت‌هایی که دارید بازی می‌کنید: می‌توانید bussare کنید یا بمانید، اما نه کنار بکشید و نه تعویض کنید.
bestia-face_down = رو به پایین
bestia-receives-tricks = { $name } از پات { $amount } می‌گیرد: { $tricks ->
        [one] { $tricks } دست
       *[other] { $tricks } دست
    } × { $share } (پات { $pot } در { $hand } سهم).
bestia-receives-whole = { $name } با { $tricks ->
        [one] { $tricks } دست
       *[other] { $tricks } دست
    } همه پات را می‌برد، { $amount } (تنها برنده).
bestia-receives-perdere = { $name } برای کمترین دست ({ $tricks }) { $amount } می‌گیرد: مبلغ { $stake } میان { $count ->
        [one] { $count } برنده
       *[other] { $count } برنده
    } تقسیم می‌شود.
bestia-receives-ante = { $name } با { $tricks ->
        [one] { $tricks } دست
       *[other] { $tricks } دست
    } آنته‌اش را پس می‌گیرد، { $amount }.
bestia-pot_stays = کسی به اندازه کافی دست نبرد: پات { $pot } می‌ماند.
bestia-pays-bestia = { $name } هیچ دستی نبرد، andato in bestia: به اندازه پات، { $amount }، به پات بعدی می‌پردازد.
bestia-pays-knocker_bestia = { $name } bussare کرد و هیچ دستی نبرد، andato in bestia: 1½ × { $pot } = { $amount } به پات بعدی می‌پردازد.
bestia-pays-knocker_half = { $name } bussare کرد و { $tricks ->
        [one] { $tricks } دست
       *[other] { $tricks } دست
    } برد، { $how ->
        [beaten] { $others } بیشتر برد ({ $best })
        [tied] { $others } همان‌قدر برد
       *[most] بیشتر از همه
    }: نیم‌پات کسی که bussare کرده، ½ × { $pot } = { $amount }، به پات بعدی می‌رود.
bestia-pays-perdere = { $name } bussare کرد و بیشترین دست را برد ({ $tricks }): مبلغ { $stake } + 1½ × { $pot } = { $amount } به پات بعدی می‌پردازد.
bestia-next_pot = پات بعدی: { $pot } ژتون (پیش از آنته‌ها).
bestia-next_pot_paid = پات بعدی: { $paid } = { $pot } ژتون (پیش از آنته‌ها).
bestia-next_pot_sum = پات بعدی: { $left } مانده + { $paid } = { $pot } ژتون (پیش از آنته‌ها).
bestia-balances = تراز: { $balances } · در پات { $pot } (روی هم { $total }).
event-bestia-dealt_antes = دور { $deal }: { $name } ورق می‌دهد. پات { $pot } ژتون ({ $carried } از قبل + { $players } آنته { $ante } ژتونی)؛ کارت حکم { $card }.
event-bestia-dealt_antes_only = دور { $deal }: { $name } ورق می‌دهد. پات { $pot } ژتون ({ $players } آنته { $ante } ژتونی)؛ کارت حکم { $card }.
event-bestia-dealt = دور { $deal }: { $name } ورق می‌دهد. پات { $pot } ژتون؛ کارت حکم { $card }.
event-bestia-robbed = { $name } کارت حکم رو شده { $card } را برمی‌دارد.
event-bestia-rob_declined = { $name } کارت حکم را روی میز می‌گذارد.
event-bestia-discarded = شما { $card } را به‌جای کارت حکم کنار گذاشتید.
event-bestia-terzo = { $name }: terzo se devo.
event-bestia-folded = { $name } کنار می‌کشد.
event-bestia-exchanged-none = { $name } بدون تعویض در بازی می‌ماند.
event-bestia-exchanged-one = { $name } در بازی می‌ماند و 1 کارت عوض می‌کند.
event-bestia-exchanged-many = { $name } در بازی می‌ماند و { $count } کارت عوض می‌کند.
bestia-exchanges = در بازی ماندند، کارت‌های عوض‌شده: { $exchanges }.
bestia-exchange_item = { $name } { $count }
event-bestia-drawn = شما { $cards } را کشیدید.
event-bestia-stock_remade = کارت‌های کنارگذاشته بُر می‌خورند و دسته تازه‌ای می‌شوند.
event-bestia-knocked = { $name } bussare می‌کند! تعویض دیگر نیست.
event-bestia-stayed = { $name } با همان کارت‌هایی که گرفته بازی می‌کند.
event-bestia-buco_taken = { $name } buco را می‌گیرد.
event-bestia-safety_stop = یک گردش کامل بدون تعویض: بازی بدون bussare شروع می‌شود.
event-bestia-terzo_folded = { $name } باید کنار بکشد (terzo se devo).
event-bestia-pot_won = { $name } تنها کسی است که مانده و همه پات را می‌برد: { $pot } ژتون.
event-bestia-pot_split = { $names } پات را بدون بازی تقسیم می‌کنند: به هر نفر { $each } ژتون.
event-bestia-all_passed = همه کنار کشیدند: پات { $pot } ژتونی به دور بعد می‌رود.
event-bestia-play_started = بازی شروع می‌شود: { $names } در بازی‌اند، { $name } شروع می‌کند، بازی سر { $stake } ژتون است.
event-bestia-trump_revealed = کارت حکم رو می‌شود: { $card }.
event-bestia-trick_taken = { $trick } ← { $name } دست را می‌برد.
event-bestia-deal_scored = دور تمام شد. دست‌ها: { $tricks }.
event-bestia-pot_shared = بازی تمام شد: آنچه در پات مانده تقسیم می‌شود، به هر نفر { $each } ژتون.
rules-bestia =
    4 تا 6 بازیکن، هر کس برای خودش، با 40 کارت ایتالیایی: خال‌های 🪙 سکه (D)، 🏆 جام (C)، ⚔️ شمشیر (S)، 🪵 چوب (B)، به ترتیب ارزش A 3 K H J 7 6 5 4 2 (K: Re، H: Cavallo یعنی اسب، J: Fante). همه‌چیز خلاف جهت عقربه‌های ساعت می‌چرخد. در هر دور هر بازیکن آنته‌اش را به پات می‌ریزد؛ به هر نفر 5 کارت، و کارت بعدی برای حکم رو می‌شود.
    اعلام، به نوبت و دوباره دور میز: /fold (کنار کشیدن از این دور)، /exchange کارت‌ها (ماندن در بازی و عوض کردن حداکثر 5 کارت از دسته باقی‌مانده؛ /exchange به‌تنهایی یعنی ماندن بدون تعویض)، /knock (bussare: کارت‌هایتان را نگه می‌دارید، تعویض‌ها تمام می‌شود، بازی شروع می‌شود و کسی که bussare کرد اول بازی می‌کند)، یا در اولین نوبت /terzo (terzo se devo: فقط وقتی می‌مانید که حداکثر دو نفر دیگر بمانند). اگر یک گردش کامل همه بدون تعویض بمانند، بازی بدون bussare شروع می‌شود؛ آخرین کسی که بماند پات را می‌برد.
    بازی: از همان خال بازی کنید و اگر می‌توانید بالاترین کارت را ببرید؛ اگر آن خال را ندارید، حکم بزنید، و اگر می‌توانید حکم بالاتر. هر دست یک‌پنجم پات را می‌برد. کسی که بازی کند و هیچ دستی نبرد andato in bestia است و به اندازه کل پات به پات بعدی می‌پردازد؛ کسی که bussare کرده برای هیچ دست 1½ پات می‌پردازد، و نیم‌پات اگر کسی از او بیشتر دست برده باشد. تراز به ژتون است. بازی وقتی تمام می‌شود که همه ورق داده باشند (rounds=N بار)؛ آنچه در پات مانده تقسیم می‌شود.
    انواع بازی (/new bestia variant=نام): rome (همین که گفته شد) · briscola_rubata (دیلر می‌تواند کارت رو شده را با یکی از کارت‌هایش بردارد، /rob، یا /pass؛ آن‌وقت فقط bussare می‌کند یا می‌ماند) · mano_a_fidarsi (حکم تا شروع بازی پنهان) · a_perdere (کمترین دست می‌برد؛ کسی که bussare کرده و بیشترین دست را دارد می‌پردازد) · giro_a_tre_carte (3 کارت، هر دست یک‌سوم پات) · three_card_no_fold (3 کارت، بدون اعلام؛ با 2 دست آنته‌تان را پس می‌گیرید) · terzo_obbligatorio (بدون terzo؛ وقتی سه نفر در بازی‌اند کسی نمی‌تواند کنار بکشد) · single_round_knock (هر نفر یک نوبت، تعویض حداکثر 4 کارت) · single_winner (3 دست، یا 2 دست وقتی هیچ‌کس دیگر بیش از 1 دست ندارد، همه پات را می‌برد) · col_buco (3 کارت، هر نفر یک نوبت: کنار کشیدن، bussare برای بازی، یا /buco برای گرفتن سه کارت پنهان).
illegal-bestia-must_beat = اگر می‌توانید باید بالاترین کارتِ خال اول دست را ببرید.
illegal-bestia-must_trump = آن خال را ندارید، پس باید حکم بازی کنید.
illegal-bestia-must_overtrump = اگر می‌توانید باید حکمی بالاتر از حکمِ روی میز بازی کنید.
illegal-bestia-must_lead_top_trump = باید با بالاترین حکمی که هنوز بیرون است شروع کنید: { $required }.
illegal-bestia-must_lead_trump_ace = آس حکم دست شماست: با آن شروع کنید ({ $required }).
illegal-bestia-must_fold = Terzo se devo: بیش از سه بازیکن در بازی‌اند، پس باید کنار بکشید.
illegal-bestia-fold_not_allowed = الان نمی‌توانید کنار بکشید.
illegal-bestia-fold_not_allowed-robbed = شما کارت حکم رو شده را برداشتید، پس باید این دور را بازی کنید: نمی‌توانید کنار بکشید.
illegal-bestia-fold_not_allowed-terzo_obbligatorio = Terzo obbligatorio: سه بازیکن آخرِ در بازی باید بازی کنند، پس نمی‌توانید کنار بکشید.
illegal-bestia-exchange_not_allowed-robbed = شما کارت حکم رو شده را برداشتید، پس با کارت‌هایی که دارید بازی می‌کنید: تعویض ممکن نیست.
illegal-bestia-terzo_not_allowed = Terzo se devo اینجا مجاز نیست.
illegal-bestia-terzo_twice = شما قبلاً terzo se devo گفته‌اید.
illegal-bestia-terzo_too_late = Terzo se devo فقط در اولین نوبت شما گفته می‌شود.
illegal-bestia-exchange_not_allowed = اینجا نمی‌توانید کارت عوض کنید.
illegal-bestia-too_many_cards = حداکثر می‌توانید { $most } کارت عوض کنید.
illegal-bestia-buco_taken = buco را قبلاً کسی گرفته است.
illegal-bestia-not_in_variant = /{ $verb } جزو این نوع بازی نیست.
