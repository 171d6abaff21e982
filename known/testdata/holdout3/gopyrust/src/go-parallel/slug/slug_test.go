package slug

import "testing"

func TestMake(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"alpha_delta_0", "Alpha delta 0", "alpha-delta-0"},
		{"bravo_kilo_1", "Bravo kilo 1", "bravo-kilo-1"},
		{"charlie_romeo_2", "Charlie romeo 2", "charlie-romeo-2"},
		{"delta_yankee_3", "Delta yankee 3", "delta-yankee-3"},
		{"echo_foxtrot_4", "Echo foxtrot 4", "echo-foxtrot-4"},
		{"foxtrot_mike_5", "Foxtrot mike 5", "foxtrot-mike-5"},
		{"golf_tango_6", "Golf tango 6", "golf-tango-6"},
		{"hotel_alpha_7", "Hotel alpha 7", "hotel-alpha-7"},
		{"india_hotel_8", "India hotel 8", "india-hotel-8"},
		{"juliet_oscar_9", "Juliet oscar 9", "juliet-oscar-9"},
		{"kilo_victor_10", "Kilo victor 10", "kilo-victor-10"},
		{"lima_charlie_11", "Lima charlie 11", "lima-charlie-11"},
		{"mike_juliet_12", "Mike juliet 12", "mike-juliet-12"},
		{"november_quebec_13", "November quebec 13", "november-quebec-13"},
		{"oscar_xray_14", "Oscar xray 14", "oscar-xray-14"},
		{"papa_echo_15", "Papa echo 15", "papa-echo-15"},
		{"quebec_lima_16", "Quebec lima 16", "quebec-lima-16"},
		{"romeo_sierra_17", "Romeo sierra 17", "romeo-sierra-17"},
		{"sierra_zulu_18", "Sierra zulu 18", "sierra-zulu-18"},
		{"tango_golf_19", "Tango golf 19", "tango-golf-19"},
		{"uniform_november_20", "Uniform november 20", "uniform-november-20"},
		{"victor_uniform_21", "Victor uniform 21", "victor-uniform-21"},
		{"whiskey_bravo_22", "Whiskey bravo 22", "whiskey-bravo-22"},
		{"xray_india_23", "Xray india 23", "xray-india-23"},
		{"yankee_papa_24", "Yankee papa 24", "yankee-papa-24"},
		{"zulu_whiskey_25", "Zulu whiskey 25", "zulu-whiskey-25"},
		{"alpha_delta_26", "Alpha delta 26", "alpha-delta-26"},
		{"bravo_kilo_27", "Bravo kilo 27", "bravo-kilo-27"},
		{"charlie_romeo_28", "Charlie romeo 28", "charlie-romeo-28"},
		{"delta_yankee_29", "Delta yankee 29", "delta-yankee-29"},
		{"echo_foxtrot_30", "Echo foxtrot 30", "echo-foxtrot-30"},
		{"foxtrot_mike_31", "Foxtrot mike 31", "foxtrot-mike-31"},
		{"golf_tango_32", "Golf tango 32", "golf-tango-32"},
		{"hotel_alpha_33", "Hotel alpha 33", "hotel-alpha-33"},
		{"india_hotel_34", "India hotel 34", "india-hotel-34"},
		{"juliet_oscar_35", "Juliet oscar 35", "juliet-oscar-35"},
		{"kilo_victor_36", "Kilo victor 36", "kilo-victor-36"},
		{"umlaut_strasse", "Große Straße", "grosse-strasse"},
		{"lima_charlie_37", "Lima charlie 37", "lima-charlie-37"},
		{"mike_juliet_38", "Mike juliet 38", "mike-juliet-38"},
		{"november_quebec_39", "November quebec 39", "november-quebec-39"},
		{"oscar_xray_40", "Oscar xray 40", "oscar-xray-40"},
		{"papa_echo_41", "Papa echo 41", "papa-echo-41"},
		{"quebec_lima_42", "Quebec lima 42", "quebec-lima-42"},
		{"romeo_sierra_43", "Romeo sierra 43", "romeo-sierra-43"},
		{"sierra_zulu_44", "Sierra zulu 44", "sierra-zulu-44"},
		{"tango_golf_45", "Tango golf 45", "tango-golf-45"},
		{"uniform_november_46", "Uniform november 46", "uniform-november-46"},
		{"victor_uniform_47", "Victor uniform 47", "victor-uniform-47"},
		{"whiskey_bravo_48", "Whiskey bravo 48", "whiskey-bravo-48"},
		{"xray_india_49", "Xray india 49", "xray-india-49"},
		{"yankee_papa_50", "Yankee papa 50", "yankee-papa-50"},
		{"smart_quotes", "Don’t Panic", "dont-panic"},
		{"zulu_whiskey_51", "Zulu whiskey 51", "zulu-whiskey-51"},
		{"alpha_delta_52", "Alpha delta 52", "alpha-delta-52"},
		{"bravo_kilo_53", "Bravo kilo 53", "bravo-kilo-53"},
		{"charlie_romeo_54", "Charlie romeo 54", "charlie-romeo-54"},
		{"delta_yankee_55", "Delta yankee 55", "delta-yankee-55"},
		{"echo_foxtrot_56", "Echo foxtrot 56", "echo-foxtrot-56"},
		{"foxtrot_mike_57", "Foxtrot mike 57", "foxtrot-mike-57"},
		{"golf_tango_58", "Golf tango 58", "golf-tango-58"},
		{"hotel_alpha_59", "Hotel alpha 59", "hotel-alpha-59"},
		{"india_hotel_60", "India hotel 60", "india-hotel-60"},
		{"juliet_oscar_61", "Juliet oscar 61", "juliet-oscar-61"},
		{"kilo_victor_62", "Kilo victor 62", "kilo-victor-62"},
		{"lima_charlie_63", "Lima charlie 63", "lima-charlie-63"},
		{"mike_juliet_64", "Mike juliet 64", "mike-juliet-64"},
		{"november_quebec_65", "November quebec 65", "november-quebec-65"},
		{"oscar_xray_66", "Oscar xray 66", "oscar-xray-66"},
		{"papa_echo_67", "Papa echo 67", "papa-echo-67"},
		{"quebec_lima_68", "Quebec lima 68", "quebec-lima-68"},
		{"romeo_sierra_69", "Romeo sierra 69", "romeo-sierra-69"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			if got := Make(c.in); got != c.want {
				t.Errorf("Make(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

func TestMakeEmpty(t *testing.T) {
	if got := Make("  --  "); got != "" {
		t.Fatalf("Make of punctuation = %q, want empty", got)
	}
}
