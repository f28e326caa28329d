standings-bestia = Standings: the most chips first (the balances of the matches counted, added up), then the most matches won.
game-bestia = Bestia
move-fold = Fold
move-knock = Knock
move-terzo = Terzo se devo
move-rob = Rob
move-buco = Take the buco
bestia-variant = Variant: { $variant } · deals played { $played } of { $total }
bestia-variant-rome = Rome
bestia-variant-briscola_rubata = Briscola rubata
bestia-variant-mano_a_fidarsi = Mano a fidarsi
bestia-variant-a_perdere = A perdere (fewest tricks win)
bestia-variant-giro_a_tre_carte = Giro a tre carte
bestia-variant-three_card_no_fold = Three cards, no folding
bestia-variant-terzo_obbligatorio = Terzo obbligatorio
bestia-variant-single_round_knock = Single round with knocking
bestia-variant-single_winner = A single winner takes the pot
bestia-variant-col_buco = Bestia col buco
bestia-pot = Pot: { $pot } chips
bestia-pot_play = Pot: { $pot } chips · each trick wins { $share }
bestia-trump = Trump: { $suit } · turned up: { $card }
bestia-trump_robbed = Trump: { $suit } · { $name } robbed the turned-up { $card }
bestia-trump_hidden = Trump: face down until play starts
bestia-status = Status — trump: { $trump } · pot: { $pot } · forehand: { $forehand }
bestia-status_trump = { $suit } ({ $card })
bestia-status_hidden = face down
bestia-suit-D = 🪙 coins
bestia-suit-C = 🏆 cups
bestia-suit-S = ⚔️ swords
bestia-suit-B = 🪵 batons
bestia-in = Still in: { $names }
bestia-folded = folded: { $names }
bestia-mark-knocked = { " " }(knocked)
bestia-mark-terzo = { " " }(terzo se devo)
bestia-mark-buco = { " " }(buco)
bestia-stock = Stock: { $count } cards
bestia-tricks = Tricks: { $tricks }
bestia-suits = Suits: 🪙 coins D · 🏆 cups C · ⚔️ swords S · 🪵 batons B (type e.g. /play DA)
bestia-exchange_help = To exchange: press Exchange …, tick the cards to swap, then confirm. Confirm with none ticked to stay in without exchanging.
bestia-stay_help = You robbed the trump card, so you play with the cards you hold: Exchange here means staying in without exchanging.
bestia-rob_help = You deal: rob the turned-up { $card } with Rob and the card you give for it, or Pass to leave it on the table. Once you rob, you play this deal with the cards you hold: you may knock or stay in, not fold or exchange.
bestia-face_down = face down
bestia-receives-tricks = { $name } receives { $amount } from the pot: { $tricks ->
        [one] 1 trick
       *[other] { $tricks } tricks
    } × { $share } (the pot of { $pot } in { $hand } shares).
bestia-receives-whole = { $name } takes the whole pot, { $amount }, with { $tricks ->
        [one] 1 trick
       *[other] { $tricks } tricks
    } (a single winner).
bestia-receives-perdere = { $name } receives { $amount } for the fewest tricks ({ $tricks }): the stake of { $stake } shared by { $count ->
        [one] the one winner
       *[other] { $count } winners
    }.
bestia-receives-ante = { $name } gets the ante back, { $amount }, with { $tricks ->
        [one] 1 trick
       *[other] { $tricks } tricks
    }.
bestia-pot_stays = Nobody took enough tricks to win: the pot of { $pot } stays.
bestia-pays-bestia = { $name } took no trick, andato in bestia: pays the pot, { $amount }, into the next pot.
bestia-pays-knocker_bestia = { $name } knocked and took no trick, andato in bestia: pays 1½ × { $pot } = { $amount } into the next pot.
bestia-pays-knocker_half = { $name } knocked and took { $tricks ->
        [one] 1 trick
       *[other] { $tricks } tricks
    }, { $how ->
        [beaten] { $others } more ({ $best })
        [tied] { $others } as many
       *[most] the most
    }: the knocker's half pot, ½ × { $pot } = { $amount }, into the next pot.
bestia-pays-perdere = { $name } knocked and took the most tricks ({ $tricks }): pays the stake { $stake } + 1½ × { $pot } = { $amount } into the next pot.
bestia-next_pot = Next pot: { $pot } chips (before the antes).
bestia-next_pot_paid = Next pot: { $paid } = { $pot } chips (before the antes).
bestia-next_pot_sum = Next pot: { $left } left + { $paid } = { $pot } chips (before the antes).
bestia-balances = Balances: { $balances } · in the pot { $pot } (together { $total }).
event-bestia-dealt_antes = Deal { $deal }: { $name } deals. Pot { $pot } chips ({ $carried } carried over + { $players } antes of { $ante }); trump card { $card }.
event-bestia-dealt_antes_only = Deal { $deal }: { $name } deals. Pot { $pot } chips ({ $players } antes of { $ante }); trump card { $card }.
event-bestia-dealt = Deal { $deal }: { $name } deals. Pot { $pot } chips; trump card { $card }.
event-bestia-robbed = { $name } robs the turned-up trump card { $card }.
event-bestia-rob_declined = { $name } leaves the trump card on the table.
event-bestia-discarded = You discarded { $card } for the trump card.
event-bestia-terzo = { $name }: terzo se devo.
event-bestia-folded = { $name } folds.
event-bestia-exchanged-none = { $name } stays in without exchanging.
event-bestia-exchanged-one = { $name } stays in and exchanges 1 card.
event-bestia-exchanged-many = { $name } stays in and exchanges { $count } cards.
bestia-exchanges = Stay in, cards exchanged: { $exchanges }.
bestia-exchange_item = { $name } { $count }
event-bestia-drawn = You drew { $cards }.
event-bestia-stock_remade = The discards are shuffled into a new stock.
event-bestia-knocked = { $name } knocks! No more exchanges.
event-bestia-stayed = { $name } plays with the cards dealt.
event-bestia-buco_taken = { $name } takes the buco.
event-bestia-safety_stop = A whole round without exchanges: play starts with no knocker.
event-bestia-terzo_folded = { $name } must fold (terzo se devo).
event-bestia-pot_won = { $name } is the only one left and takes the whole pot: { $pot } chips.
event-bestia-pot_split = { $names } split the pot without play: { $each } chips each.
event-bestia-all_passed = Everyone folded: the pot of { $pot } chips carries over.
event-bestia-play_started = Play starts: { $names } are in, { $name } leads, playing for { $stake } chips.
event-bestia-trump_revealed = The trump card is turned up: { $card }.
event-bestia-trick_taken = { $trick } → { $name } takes the trick.
event-bestia-deal_scored = Hand over. Tricks: { $tricks }.
event-bestia-pot_shared = The match is over: what is left in the pot is shared, { $each } chips each.
rules-bestia =
    4–6 players, each for themselves, with 40 Italian cards: suits 🪙 coins (D), 🏆 cups (C), ⚔️ swords (S), 🪵 batons (B), ranked A 3 K H J 7 6 5 4 2 (K re, H horse, J fante). Everything goes anticlockwise. Every deal each player antes chips into the pot; 5 cards each, and the next card is turned up for trump.
    Declaring, in turn and round again: /fold (give up the hand), /exchange CARDS (stay in and swap up to 5 cards from the stock; /exchange alone stays in with none), /knock (keep your cards: exchanges end, play starts and the knocker leads), or on your first turn /terzo (terzo se devo: you stay only if at most two others stay). A whole round in which everyone stays in without exchanging starts play without a knocker; the last one left takes the pot.
    Play: follow suit and beat the highest card if you can; if you cannot follow, trump, and overtrump if you can. Each trick wins a fifth of the pot. Whoever plays and takes no trick is andato in bestia and pays the whole pot into the next one; a knocker pays 1½ pots for no trick, half a pot when someone took more tricks. Balances are in chips. The match ends when everyone has dealt (rounds=N times); what is left in the pot is shared.
    Variants (/new bestia variant=NAME): rome (as above) · briscola_rubata (the dealer may /rob the turned-up card for one of theirs, or /pass; then they only knock or stay) · mano_a_fidarsi (trump hidden until play) · a_perdere (fewest tricks win; a knocker with the most pays) · giro_a_tre_carte (3 cards, a trick wins a third) · three_card_no_fold (3 cards, no declaring; 2 tricks win your ante back) · terzo_obbligatorio (no terzo; when three are in nobody may fold) · single_round_knock (one turn each, exchange up to 4) · single_winner (3 tricks, or 2 when nobody else has more than 1, take the whole pot) · col_buco (3 cards, one turn each: fold, knock to play, or /buco to take the three hidden cards).
illegal-bestia-must_beat = You must beat the highest card of the suit led when you can.
illegal-bestia-must_trump = You cannot follow suit, so you must play a trump.
illegal-bestia-must_overtrump = You must play a higher trump than the one in the trick when you can.
illegal-bestia-must_lead_top_trump = You must lead the highest trump still out: { $required }.
illegal-bestia-must_lead_trump_ace = You hold the trump ace: lead it ({ $required }).
illegal-bestia-must_fold = Terzo se devo: more than three players are in, so you must fold.
illegal-bestia-fold_not_allowed = You may not fold now.
illegal-bestia-fold_not_allowed-robbed = You robbed the turned-up trump card, so you must play this deal: you may not fold.
illegal-bestia-fold_not_allowed-terzo_obbligatorio = Terzo obbligatorio: the last three players in must play, so you may not fold.
illegal-bestia-exchange_not_allowed-robbed = You robbed the turned-up trump card, so you play with the cards you hold: no exchange.
illegal-bestia-terzo_not_allowed = Terzo se devo is not allowed here.
illegal-bestia-terzo_twice = You have already said terzo se devo.
illegal-bestia-terzo_too_late = Terzo se devo may only be said at your first turn.
illegal-bestia-exchange_not_allowed = You may not exchange cards here.
illegal-bestia-too_many_cards = You may exchange at most { $most } cards.
illegal-bestia-buco_taken = The buco has already been taken.
illegal-bestia-not_in_variant = /{ $verb } is not part of this variant.
