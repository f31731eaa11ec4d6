"""What every game shares: the engine contract, seeded random numbers, options and typed errors."""
