rules-doc = Regole complete: { $path }
