tg-menu-new = Open a table: /new GAME [option=value …]
tg-menu-join = Sit down at this chat's table
tg-menu-leave = Get up (in a match the computer takes over)
tg-menu-addbot = Add a computer player: /addbot [easy|normal|strong]
tg-menu-start = Deal the first hand (in the group)
tg-menu-hand = Show my cards again, privately
tg-menu-hint = What the strong player would do (hints=on tables)
tg-menu-play = Play a card, e.g. /play SJ
tg-menu-auto = Let the computer play my seat (/auto off)
tg-menu-score = The score sheet
tg-menu-last = The last trick
tg-menu-standings = This chat's leaderboard
tg-menu-rules = Rules and options: /rules GAME
tg-menu-export = The record of the last finished match: /export [N]
tg-menu-ratings = Ratings of a game: /ratings GAME [all]
tg-menu-history = This chat's last matches, with their records
tg-menu-profile = A player's games and ratings: /profile [NAME]
tg-menu-abort = End the table (creator or admin)
tg-menu-rematch = The same seats again
tg-menu-sit = Take over a computer's seat: /sit [SEAT]
tg-menu-kick = Give a seat to the computer: /kick PLAYER
tg-menu-removebot = Take a computer player out of the lobby: /removebot [NAME]
tg-menu-back = Play my seat again after being away
tg-menu-settings = /settings notify=on|off, turn_seconds=N
tg-menu-help = All commands
tg-welcome = Hello { $name }! I host card games in Telegram groups. Add me to a group and type /new schieberamsch there. Your cards come to this chat, with a button for every move you may make.
tg-joined = You sit at table #{ $id }. Your cards will come to this chat when the match starts.
tg-unreachable = { $name }, I cannot send you your cards yet. Tap the button below and press Start: the table waits for you.
tg-button-open_chat = Get my cards
tg-inline-refused = { $name }: ✗
tg-inline-no_table = You sit at no running table: open the bot
tg-inline-in_steps = Choose those cards in the private chat
