# The web table (adapters/web): the page's own words. The table's lines, the hand's private
# lines and the event log are the chat's texts (main.ftl and the games' files).
web-title = { $game } · table #{ $id }
web-hand = Your cards
web-trick = On the table
web-last_trick = Last trick
web-log = At the table
web-players = Players
web-your_turn = Your move: tap a card or a choice.
web-waiting = Waiting for { $names }.
web-watching = You are watching: you see the table as everyone sees it.
web-cards_left = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
web-computer = computer
web-dealer = dealer
web-reconnecting = Connection lost; reconnecting…
web-unauthorized = This link is not valid (any more). Ask the bot for a new one.
web-not_found = There is no such table.
web-sent = Sent.
web-console_url = Your table in the browser: { $url }
web-replaced = This table is open in other windows too; this one no longer follows it. Reload to follow it here.
web-seen_card = Seen card
web-trump_card = Trump card
web-talon = Talon
# A card in words, for the alt text of its picture: "Ace of hearts", "10 of cups".
web-card = { $rank } of { $suit }
web-rank-A = Ace
web-rank-K = King
web-rank-Q = Queen
web-rank-J = Jack
web-rank-O = Ober
web-rank-U = Unter
web-rank-H = Horse
web-suit-french-H = hearts
web-suit-french-D = diamonds
web-suit-french-C = clubs
web-suit-french-S = spades
web-suit-german-H = hearts
web-suit-german-L = leaves
web-suit-german-B = bells
web-suit-german-E = acorns
web-suit-italian-D = coins
web-suit-italian-C = cups
web-suit-italian-S = swords
web-suit-italian-B = batons
