# The web table (adapters/web): the page's own words. The table's lines, the hand's private
# lines and the event log are the chat's texts (main.ftl and the games' files).
web-title = { $game } · میز شماره { $id }
web-hand = کارت‌های شما
web-trick = روی میز
web-last_trick = آخرین دست
web-log = سر میز
web-players = بازیکنان
web-your_turn = نوبت شماست: روی یک کارت یا یک گزینه بزنید.
web-waiting = در انتظار { $names }.
web-watching = شما تماشاگرید: میز را همان‌طور می‌بینید که همه می‌بینند.
web-cards_left = { $count ->
    [one] { $count } کارت
   *[other] { $count } کارت
}
web-computer = کامپیوتر
web-dealer = دیلر
web-reconnecting = ارتباط قطع شد؛ در حال اتصال دوباره…
web-unauthorized = این پیوند (دیگر) معتبر نیست. از ربات پیوند تازه‌ای بخواهید.
web-not_found = چنین میزی وجود ندارد.
web-sent = فرستاده شد.
web-console_url = میز شما در مرورگر: { $url }
web-replaced = این میز در پنجره‌های دیگری هم باز است؛ این پنجره دیگر آن را دنبال نمی‌کند. برای دنبال کردن آن در اینجا، صفحه را دوباره بارگذاری کنید.
web-seen_card = کارت دیده‌شده
web-trump_card = کارت حکم
web-talon = تالون
# A card in words, for the alt text of its picture: «آس دل», «10 جام».
web-card = { $rank } { $suit }
web-rank-A = آس
web-rank-K = شاه
web-rank-Q = بی‌بی
web-rank-J = سرباز
web-rank-O = اوبر
web-rank-U = اونتر
web-rank-H = اسب
web-suit-french-H = دل
web-suit-french-D = خشت
web-suit-french-C = گشنیز
web-suit-french-S = پیک
web-suit-german-H = دل
web-suit-german-L = برگ
web-suit-german-B = زنگوله
web-suit-german-E = بلوط
web-suit-italian-D = سکه
web-suit-italian-C = جام
web-suit-italian-S = شمشیر
web-suit-italian-B = چماق
