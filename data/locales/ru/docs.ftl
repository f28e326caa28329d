rules-doc = Полные правила: { $path }
