rules-doc = Full rules: { $path }
