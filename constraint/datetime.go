package constraint

// parseDateTimeMillis parses a protocol date-time (README.md §5.6, D3c) to
// Unix milliseconds: ^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$
// with uppercase T and Z, a real calendar date in the proleptic Gregorian
// calendar (years 0000–9999), hour 00–23, minute and second 00–59, offset
// hour 00–23 and minute 00–59. Fraction digits beyond milliseconds are
// truncated. saga_timeout_valid uses it (constraints.md §9.7).
func parseDateTimeMillis(s string) (int64, bool) {
	if len(s) < len("0000-00-00T00:00:00Z") ||
		s[4] != '-' || s[7] != '-' || s[10] != 'T' || s[13] != ':' || s[16] != ':' {
		return 0, false
	}
	year, ok1 := digitsAt(s, 0, 4)
	month, ok2 := digitsAt(s, 5, 2)
	day, ok3 := digitsAt(s, 8, 2)
	hour, ok4 := digitsAt(s, 11, 2)
	minute, ok5 := digitsAt(s, 14, 2)
	second, ok6 := digitsAt(s, 17, 2)
	if !(ok1 && ok2 && ok3 && ok4 && ok5 && ok6) ||
		month < 1 || month > 12 || day < 1 || day > daysIn(year, month) ||
		hour > 23 || minute > 59 || second > 59 {
		return 0, false
	}
	i := 19
	ms := int64(0)
	if s[i] == '.' {
		i++
		start := i
		for i < len(s) && isDigit(s[i]) {
			if i-start < 3 {
				ms = ms*10 + int64(s[i]-'0')
			}
			i++
		}
		switch i - start {
		case 0:
			return 0, false
		case 1:
			ms *= 100
		case 2:
			ms *= 10
		}
	}
	offset := int64(0)
	switch rest := s[i:]; {
	case rest == "Z":
	case len(rest) == 6 && (rest[0] == '+' || rest[0] == '-') && rest[3] == ':':
		oh, okh := digitsAt(rest, 1, 2)
		om, okm := digitsAt(rest, 4, 2)
		if !okh || !okm || oh > 23 || om > 59 {
			return 0, false
		}
		offset = int64(oh*60+om) * 60000
		if rest[0] == '-' {
			offset = -offset
		}
	default:
		return 0, false
	}
	days := daysFromCivil(year, month, day)
	return days*86400000 + int64(hour*3600+minute*60+second)*1000 + ms - offset, true
}

func digitsAt(s string, at, n int) (int, bool) {
	v := 0
	for i := at; i < at+n; i++ {
		if !isDigit(s[i]) {
			return 0, false
		}
		v = v*10 + int(s[i]-'0')
	}
	return v, true
}

func daysIn(year, month int) int {
	switch month {
	case 2:
		if year%4 == 0 && (year%100 != 0 || year%400 == 0) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

// daysFromCivil returns the days since 1970-01-01 of a proleptic Gregorian
// date (H. Hinnant's algorithm).
func daysFromCivil(y, m, d int) int64 {
	if m <= 2 {
		y--
	}
	era := y / 400
	if y < 0 && y%400 != 0 {
		era = (y - 399) / 400
	}
	yoe := y - era*400
	mp := (m + 9) % 12
	doy := (153*mp+2)/5 + d - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return int64(era)*146097 + int64(doe) - 719468
}
