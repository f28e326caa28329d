rules-doc = قوانین کامل: { $path }
