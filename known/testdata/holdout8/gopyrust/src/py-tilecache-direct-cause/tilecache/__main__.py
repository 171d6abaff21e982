from tilecache.cli import main

raise SystemExit(main())
