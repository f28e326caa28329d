rules-doc = Die vollständigen Regeln: { $path }
