tg-menu-new = باز کردن یک میز: /new بازی [option=value …]
tg-menu-join = نشستن سر میز این گفت‌وگو
tg-menu-leave = بلند شدن (وسط بازی کامپیوتر جایتان را می‌گیرد)
tg-menu-addbot = افزودن بازیکن کامپیوتری: /addbot [easy|normal|strong]
tg-menu-start = پخش اولین دور (در گروه)
tg-menu-hand = نمایش دوباره کارت‌هایم، به‌طور خصوصی
tg-menu-hint = کاری که بازیکن قوی به‌جای من می‌کرد (میزهای با hints=on)
tg-menu-play = بازی کردن یک کارت، مثلاً /play SJ
tg-menu-auto = سپردن صندلی‌ام به کامپیوتر (/auto off)
tg-menu-score = برگه امتیاز
tg-menu-last = آخرین دست
tg-menu-standings = جدول رده‌بندی این گفت‌وگو
tg-menu-rules = قوانین و گزینه‌ها: /rules بازی
tg-menu-export = پرونده آخرین بازی تمام‌شده: /export [N]
tg-menu-ratings = ریتینگ‌های یک بازی: /ratings بازی [all]
tg-menu-history = آخرین بازی‌های این گفت‌وگو، با پرونده‌هایشان
tg-menu-profile = بازی‌ها و ریتینگ یک بازیکن: /profile [نام]
tg-menu-abort = پایان دادن به میز (سازنده یا مدیر)
tg-menu-rematch = دوباره با همین صندلی‌ها
tg-menu-sit = گرفتن صندلی یک کامپیوتر: /sit [صندلی]
tg-menu-kick = سپردن صندلی کسی به کامپیوتر: /kick بازیکن
tg-menu-removebot = بیرون بردن بازیکن کامپیوتری پیش از شروع: /removebot [نام]
tg-menu-back = دوباره خودم بازی کنم، پس از غیبت
tg-menu-settings = /settings notify=on|off، turn_seconds=N
tg-menu-help = همه فرمان‌ها
tg-welcome = سلام { $name }! من در گروه‌های تلگرام میز بازی ورق برپا می‌کنم. مرا به یک گروه اضافه کنید و آنجا /new schieberamsch را بنویسید. کارت‌هایتان به همین گفت‌وگو می‌آیند، با یک دکمه برای هر حرکتی که مجازید انجام دهید.
tg-joined = سر میز شماره { $id } نشستید. وقتی بازی شروع شود، کارت‌هایتان به همین گفت‌وگو می‌آیند.
tg-unreachable = { $name }، هنوز نمی‌توانم کارت‌هایتان را برایتان بفرستم. دکمه زیر را بزنید و بعد «شروع» (Start) را: میز منتظر شماست.
tg-button-open_chat = دریافت کارت‌هایم
tg-inline-refused = { $name }: ✗
tg-inline-no_table = پشت هیچ میز در جریانی نیستید: ربات را باز کنید
tg-inline-in_steps = این کارت‌ها را در گفتگوی خصوصی انتخاب کنید
