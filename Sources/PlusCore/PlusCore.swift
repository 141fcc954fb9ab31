// PlusCore: the 5/3/1 domain — program tables, load rounding, plate math, e1RM, journal replay and
// planning. Standard library only: no disk, no terminal, no clock, no Foundation. Every input arrives
// as a value (files already decoded, `today` already chosen), so the same inputs always give the
// same outputs.
