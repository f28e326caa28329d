error-slow_down = Slow down, please: too many commands in a row. Nothing was done; try again in { $seconds } s.
error-too_many_lobbies = You already have { $max } open tables waiting for players ({ $ids }). Start or /abort one of them, or let it lapse, before you open another.
