PROFILE = "pico_lcd114"
