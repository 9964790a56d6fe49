/**
 * A compact list of world cities (population roughly 100,000 and more) for naming a position
 * offline (ADR 0020): `name|country (ISO 3166-1 alpha-2)|latitude|longitude`, two decimals (about
 * 1 km). Written for Crema from general geographic knowledge, not copied from a licensed
 * gazetteer; it favours capitals, the large cities of each country and coffee cities. A position
 * more than 30 km from all of them is shown as coordinates.
 */
export const WORLD_CITIES = `
Seattle|US|47.61|-122.33
Tacoma|US|47.25|-122.44
Bellevue|US|47.61|-122.20
Everett|US|47.98|-122.20
Spokane|US|47.66|-117.43
Portland|US|45.52|-122.68
Eugene|US|44.05|-123.09
Salem|US|44.94|-123.04
Vancouver|CA|49.28|-123.12
Victoria|CA|48.43|-123.37
San Francisco|US|37.77|-122.42
Oakland|US|37.80|-122.27
Berkeley|US|37.87|-122.27
San Jose|US|37.34|-121.89
Palo Alto|US|37.44|-122.14
Sacramento|US|38.58|-121.49
Fresno|US|36.74|-119.79
Los Angeles|US|34.05|-118.24
Long Beach|US|33.77|-118.19
Pasadena|US|34.15|-118.14
Santa Monica|US|34.02|-118.49
Anaheim|US|33.84|-117.91
Irvine|US|33.68|-117.83
San Diego|US|32.72|-117.16
Las Vegas|US|36.17|-115.14
Phoenix|US|33.45|-112.07
Tucson|US|32.22|-110.97
Albuquerque|US|35.08|-106.65
Salt Lake City|US|40.76|-111.89
Boise|US|43.62|-116.20
Denver|US|39.74|-104.99
Boulder|US|40.01|-105.27
Colorado Springs|US|38.83|-104.82
Dallas|US|32.78|-96.80
Fort Worth|US|32.76|-97.33
Austin|US|30.27|-97.74
San Antonio|US|29.42|-98.49
Houston|US|29.76|-95.37
El Paso|US|31.76|-106.49
Oklahoma City|US|35.47|-97.52
Tulsa|US|36.15|-95.99
Kansas City|US|39.10|-94.58
Omaha|US|41.26|-95.93
Minneapolis|US|44.98|-93.27
Saint Paul|US|44.95|-93.09
Milwaukee|US|43.04|-87.91
Madison|US|43.07|-89.40
Chicago|US|41.88|-87.63
St. Louis|US|38.63|-90.20
Indianapolis|US|39.77|-86.16
Columbus|US|39.96|-83.00
Cincinnati|US|39.10|-84.51
Cleveland|US|41.50|-81.69
Detroit|US|42.33|-83.05
Ann Arbor|US|42.28|-83.74
Pittsburgh|US|40.44|-79.99
Louisville|US|38.25|-85.76
Nashville|US|36.16|-86.78
Memphis|US|35.15|-90.05
New Orleans|US|29.95|-90.07
Atlanta|US|33.75|-84.39
Birmingham|US|33.52|-86.80
Charlotte|US|35.23|-80.84
Raleigh|US|35.78|-78.64
Durham|US|35.99|-78.90
Richmond|US|37.54|-77.44
Washington|US|38.91|-77.04
Baltimore|US|39.29|-76.61
Philadelphia|US|39.95|-75.17
New York|US|40.71|-74.01
Brooklyn|US|40.68|-73.94
Jersey City|US|40.73|-74.08
Newark|US|40.74|-74.17
Boston|US|42.36|-71.06
Cambridge|US|42.37|-71.11
Providence|US|41.82|-71.41
Hartford|US|41.77|-72.67
New Haven|US|41.31|-72.92
Albany|US|42.65|-73.75
Buffalo|US|42.89|-78.88
Rochester|US|43.16|-77.61
Burlington|US|44.48|-73.21
Portland (Maine)|US|43.66|-70.26
Miami|US|25.76|-80.19
Orlando|US|28.54|-81.38
Tampa|US|27.95|-82.46
Jacksonville|US|30.33|-81.66
Charleston|US|32.78|-79.93
Savannah|US|32.08|-81.09
Honolulu|US|21.31|-157.86
Anchorage|US|61.22|-149.90
Toronto|CA|43.65|-79.38
Ottawa|CA|45.42|-75.70
Montreal|CA|45.50|-73.57
Quebec City|CA|46.81|-71.21
Calgary|CA|51.05|-114.07
Edmonton|CA|53.55|-113.49
Winnipeg|CA|49.90|-97.14
Halifax|CA|44.65|-63.58
Hamilton|CA|43.26|-79.87
Mexico City|MX|19.43|-99.13
Guadalajara|MX|20.66|-103.35
Monterrey|MX|25.69|-100.32
Puebla|MX|19.04|-98.21
Oaxaca|MX|17.07|-96.73
Tijuana|MX|32.51|-117.04
Mérida|MX|20.97|-89.62
Cancún|MX|21.16|-86.85
Guatemala City|GT|14.63|-90.51
Antigua Guatemala|GT|14.56|-90.73
San Salvador|SV|13.69|-89.22
Tegucigalpa|HN|14.07|-87.19
Managua|NI|12.11|-86.24
San José|CR|9.93|-84.08
Panama City|PA|8.98|-79.52
Havana|CU|23.11|-82.37
Santo Domingo|DO|18.49|-69.93
San Juan|PR|18.47|-66.11
Kingston|JM|18.02|-76.80
Bogotá|CO|4.71|-74.07
Medellín|CO|6.24|-75.58
Cali|CO|3.45|-76.53
Barranquilla|CO|10.96|-74.80
Cartagena|CO|10.39|-75.51
Manizales|CO|5.07|-75.52
Pereira|CO|4.81|-75.69
Armenia|CO|4.53|-75.68
Bucaramanga|CO|7.12|-73.12
Caracas|VE|10.48|-66.90
Quito|EC|-0.18|-78.47
Guayaquil|EC|-2.17|-79.92
Lima|PE|-12.05|-77.04
Cusco|PE|-13.53|-71.97
Arequipa|PE|-16.41|-71.54
La Paz|BO|-16.50|-68.15
Santa Cruz de la Sierra|BO|-17.78|-63.18
Santiago|CL|-33.45|-70.67
Valparaíso|CL|-33.05|-71.62
Buenos Aires|AR|-34.60|-58.38
Córdoba|AR|-31.42|-64.18
Rosario|AR|-32.94|-60.64
Mendoza|AR|-32.89|-68.84
Montevideo|UY|-34.90|-56.16
Asunción|PY|-25.26|-57.58
São Paulo|BR|-23.55|-46.63
Rio de Janeiro|BR|-22.91|-43.17
Belo Horizonte|BR|-19.92|-43.94
Brasília|BR|-15.79|-47.88
Salvador|BR|-12.97|-38.50
Fortaleza|BR|-3.73|-38.52
Recife|BR|-8.05|-34.88
Curitiba|BR|-25.43|-49.27
Porto Alegre|BR|-30.03|-51.23
Manaus|BR|-3.12|-60.02
Belém|BR|-1.46|-48.50
Campinas|BR|-22.91|-47.06
Santos|BR|-23.96|-46.33
Ribeirão Preto|BR|-21.18|-47.81
Florianópolis|BR|-27.60|-48.55
Goiânia|BR|-16.69|-49.26
Vitória|BR|-20.32|-40.34
London|GB|51.51|-0.13
Manchester|GB|53.48|-2.24
Birmingham|GB|52.49|-1.89
Liverpool|GB|53.41|-2.99
Leeds|GB|53.80|-1.55
Sheffield|GB|53.38|-1.47
Bristol|GB|51.45|-2.59
Newcastle upon Tyne|GB|54.98|-1.61
Nottingham|GB|52.95|-1.15
Leicester|GB|52.64|-1.13
Brighton|GB|50.82|-0.14
Oxford|GB|51.75|-1.26
Cambridge|GB|52.21|0.12
Southampton|GB|50.90|-1.40
Cardiff|GB|51.48|-3.18
Edinburgh|GB|55.95|-3.19
Glasgow|GB|55.86|-4.25
Aberdeen|GB|57.15|-2.09
Belfast|GB|54.60|-5.93
Dublin|IE|53.35|-6.26
Cork|IE|51.90|-8.47
Galway|IE|53.27|-9.05
Paris|FR|48.86|2.35
Lyon|FR|45.76|4.84
Marseille|FR|43.30|5.37
Toulouse|FR|43.60|1.44
Nice|FR|43.71|7.26
Nantes|FR|47.22|-1.55
Strasbourg|FR|48.57|7.75
Montpellier|FR|43.61|3.88
Bordeaux|FR|44.84|-0.58
Lille|FR|50.63|3.06
Rennes|FR|48.11|-1.68
Grenoble|FR|45.19|5.72
Brussels|BE|50.85|4.35
Antwerp|BE|51.22|4.40
Ghent|BE|51.05|3.72
Liège|BE|50.63|5.57
Amsterdam|NL|52.37|4.90
Rotterdam|NL|51.92|4.48
The Hague|NL|52.08|4.30
Utrecht|NL|52.09|5.12
Eindhoven|NL|51.44|5.47
Groningen|NL|53.22|6.57
Luxembourg|LU|49.61|6.13
Berlin|DE|52.52|13.40
Potsdam|DE|52.39|13.06
Hamburg|DE|53.55|9.99
Munich|DE|48.14|11.58
Cologne|DE|50.94|6.96
Frankfurt|DE|50.11|8.68
Stuttgart|DE|48.78|9.18
Düsseldorf|DE|51.23|6.77
Dortmund|DE|51.51|7.47
Essen|DE|51.46|7.01
Leipzig|DE|51.34|12.37
Dresden|DE|51.05|13.74
Bremen|DE|53.08|8.80
Hanover|DE|52.38|9.73
Nuremberg|DE|49.45|11.08
Bonn|DE|50.74|7.10
Münster|DE|51.96|7.63
Karlsruhe|DE|49.01|8.40
Mannheim|DE|49.49|8.47
Freiburg|DE|47.99|7.85
Heidelberg|DE|49.40|8.67
Kiel|DE|54.32|10.14
Rostock|DE|54.09|12.14
Vienna|AT|48.21|16.37
Graz|AT|47.07|15.44
Linz|AT|48.31|14.29
Salzburg|AT|47.81|13.06
Innsbruck|AT|47.27|11.39
Zurich|CH|47.38|8.54
Geneva|CH|46.20|6.14
Basel|CH|47.56|7.59
Bern|CH|46.95|7.45
Lausanne|CH|46.52|6.63
Copenhagen|DK|55.68|12.57
Aarhus|DK|56.16|10.20
Odense|DK|55.40|10.39
Oslo|NO|59.91|10.75
Bergen|NO|60.39|5.32
Trondheim|NO|63.43|10.40
Stavanger|NO|58.97|5.73
Stockholm|SE|59.33|18.07
Gothenburg|SE|57.71|11.97
Malmö|SE|55.60|13.00
Uppsala|SE|59.86|17.64
Helsinki|FI|60.17|24.94
Espoo|FI|60.21|24.66
Tampere|FI|61.50|23.76
Turku|FI|60.45|22.27
Reykjavík|IS|64.15|-21.94
Tallinn|EE|59.44|24.75
Riga|LV|56.95|24.11
Vilnius|LT|54.69|25.28
Kaunas|LT|54.90|23.89
Warsaw|PL|52.23|21.01
Kraków|PL|50.06|19.94
Łódź|PL|51.76|19.46
Wrocław|PL|51.11|17.03
Poznań|PL|52.41|16.93
Gdańsk|PL|54.35|18.65
Szczecin|PL|53.43|14.55
Prague|CZ|50.08|14.44
Brno|CZ|49.20|16.61
Bratislava|SK|48.15|17.11
Budapest|HU|47.50|19.04
Ljubljana|SI|46.06|14.51
Zagreb|HR|45.81|15.98
Split|HR|43.51|16.44
Belgrade|RS|44.79|20.45
Novi Sad|RS|45.27|19.83
Sarajevo|BA|43.86|18.41
Podgorica|ME|42.44|19.26
Skopje|MK|42.00|21.43
Tirana|AL|41.33|19.82
Sofia|BG|42.70|23.32
Plovdiv|BG|42.14|24.75
Varna|BG|43.21|27.91
Bucharest|RO|44.43|26.10
Cluj-Napoca|RO|46.77|23.60
Timișoara|RO|45.75|21.23
Iași|RO|47.16|27.59
Chișinău|MD|47.01|28.86
Kyiv|UA|50.45|30.52
Lviv|UA|49.84|24.03
Odesa|UA|46.48|30.73
Kharkiv|UA|49.99|36.23
Dnipro|UA|48.46|35.05
Minsk|BY|53.90|27.56
Moscow|RU|55.76|37.62
Saint Petersburg|RU|59.93|30.34
Novosibirsk|RU|55.01|82.93
Yekaterinburg|RU|56.84|60.61
Kazan|RU|55.80|49.11
Nizhny Novgorod|RU|56.33|44.00
Samara|RU|53.20|50.15
Rostov-on-Don|RU|47.24|39.71
Krasnodar|RU|45.04|38.98
Sochi|RU|43.59|39.72
Vladivostok|RU|43.12|131.89
Lisbon|PT|38.72|-9.14
Porto|PT|41.15|-8.61
Braga|PT|41.55|-8.42
Coimbra|PT|40.21|-8.43
Faro|PT|37.02|-7.93
Madrid|ES|40.42|-3.70
Barcelona|ES|41.39|2.17
Valencia|ES|39.47|-0.38
Seville|ES|37.39|-5.98
Zaragoza|ES|41.65|-0.89
Málaga|ES|36.72|-4.42
Bilbao|ES|43.26|-2.93
Palma|ES|39.57|2.65
Las Palmas|ES|28.12|-15.43
Alicante|ES|38.35|-0.48
Granada|ES|37.18|-3.60
Valladolid|ES|41.65|-4.72
San Sebastián|ES|43.32|-1.98
Rome|IT|41.90|12.50
Milan|IT|45.46|9.19
Naples|IT|40.85|14.27
Turin|IT|45.07|7.69
Palermo|IT|38.12|13.36
Genoa|IT|44.41|8.93
Bologna|IT|44.49|11.34
Florence|IT|43.77|11.26
Venice|IT|45.44|12.32
Verona|IT|45.44|10.99
Trieste|IT|45.65|13.78
Bari|IT|41.12|16.87
Catania|IT|37.50|15.09
Padua|IT|45.41|11.88
Valletta|MT|35.90|14.51
Athens|GR|37.98|23.73
Thessaloniki|GR|40.64|22.94
Nicosia|CY|35.17|33.36
Istanbul|TR|41.01|28.98
Ankara|TR|39.93|32.86
Izmir|TR|38.42|27.14
Bursa|TR|40.19|29.06
Antalya|TR|36.90|30.71
Tbilisi|GE|41.72|44.79
Yerevan|AM|40.18|44.51
Baku|AZ|40.41|49.87
Tel Aviv|IL|32.09|34.78
Jerusalem|IL|31.77|35.21
Haifa|IL|32.79|34.99
Amman|JO|31.95|35.93
Beirut|LB|33.89|35.50
Damascus|SY|33.51|36.28
Baghdad|IQ|33.31|44.36
Kuwait City|KW|29.38|47.99
Riyadh|SA|24.71|46.68
Jeddah|SA|21.49|39.19
Mecca|SA|21.39|39.86
Dammam|SA|26.43|50.10
Manama|BH|26.23|50.59
Doha|QA|25.29|51.53
Dubai|AE|25.20|55.27
Abu Dhabi|AE|24.45|54.38
Sharjah|AE|25.35|55.42
Muscat|OM|23.59|58.41
Sana'a|YE|15.37|44.19
Aden|YE|12.79|45.02
Tehran|IR|35.69|51.39
Isfahan|IR|32.65|51.67
Mashhad|IR|36.30|59.61
Shiraz|IR|29.59|52.58
Tabriz|IR|38.08|46.29
Cairo|EG|30.04|31.24
Alexandria|EG|31.20|29.92
Giza|EG|30.01|31.21
Casablanca|MA|33.57|-7.59
Rabat|MA|34.02|-6.84
Marrakesh|MA|31.63|-8.01
Fez|MA|34.03|-5.00
Tangier|MA|35.76|-5.83
Algiers|DZ|36.75|3.06
Oran|DZ|35.70|-0.63
Tunis|TN|36.81|10.18
Tripoli|LY|32.89|13.19
Khartoum|SD|15.50|32.56
Addis Ababa|ET|9.03|38.74
Dire Dawa|ET|9.59|41.87
Hawassa|ET|7.06|38.48
Jimma|ET|7.67|36.83
Gondar|ET|12.60|37.47
Mekelle|ET|13.50|39.47
Bahir Dar|ET|11.59|37.39
Asmara|ER|15.32|38.93
Djibouti|DJ|11.59|43.15
Mogadishu|SO|2.05|45.32
Nairobi|KE|-1.29|36.82
Mombasa|KE|-4.04|39.67
Kisumu|KE|-0.09|34.77
Nakuru|KE|-0.30|36.07
Nyeri|KE|-0.42|36.95
Kampala|UG|0.35|32.58
Kigali|RW|-1.95|30.06
Bujumbura|BI|-3.38|29.36
Dar es Salaam|TZ|-6.79|39.21
Arusha|TZ|-3.39|36.68
Moshi|TZ|-3.35|37.34
Dodoma|TZ|-6.16|35.75
Zanzibar City|TZ|-6.17|39.20
Lusaka|ZM|-15.39|28.32
Lilongwe|MW|-13.96|33.79
Blantyre|MW|-15.79|35.01
Harare|ZW|-17.83|31.05
Bulawayo|ZW|-20.15|28.58
Maputo|MZ|-25.97|32.57
Antananarivo|MG|-18.88|47.51
Johannesburg|ZA|-26.20|28.05
Pretoria|ZA|-25.75|28.19
Cape Town|ZA|-33.92|18.42
Durban|ZA|-29.86|31.03
Port Elizabeth|ZA|-33.96|25.60
Bloemfontein|ZA|-29.12|26.21
Windhoek|NA|-22.56|17.08
Gaborone|BW|-24.63|25.92
Luanda|AO|-8.84|13.23
Kinshasa|CD|-4.44|15.27
Lubumbashi|CD|-11.66|27.48
Goma|CD|-1.68|29.22
Brazzaville|CG|-4.27|15.28
Libreville|GA|0.42|9.47
Yaoundé|CM|3.85|11.50
Douala|CM|4.05|9.70
Lagos|NG|6.52|3.38
Abuja|NG|9.08|7.40
Kano|NG|12.00|8.52
Ibadan|NG|7.38|3.95
Port Harcourt|NG|4.82|7.05
Accra|GH|5.60|-0.19
Kumasi|GH|6.69|-1.62
Lomé|TG|6.13|1.22
Cotonou|BJ|6.37|2.43
Abidjan|CI|5.36|-4.01
Yamoussoukro|CI|6.83|-5.29
Monrovia|LR|6.30|-10.80
Freetown|SL|8.47|-13.23
Conakry|GN|9.64|-13.58
Bamako|ML|12.64|-8.00
Ouagadougou|BF|12.37|-1.52
Niamey|NE|13.51|2.13
Dakar|SN|14.72|-17.47
Nouakchott|MR|18.08|-15.98
N'Djamena|TD|12.13|15.06
Karachi|PK|24.86|67.01
Lahore|PK|31.55|74.34
Islamabad|PK|33.68|73.05
Rawalpindi|PK|33.60|73.04
Faisalabad|PK|31.42|73.08
Peshawar|PK|34.01|71.58
Kabul|AF|34.56|69.21
Tashkent|UZ|41.30|69.24
Samarkand|UZ|39.65|66.96
Almaty|KZ|43.24|76.89
Astana|KZ|51.17|71.45
Bishkek|KG|42.87|74.59
Dushanbe|TJ|38.56|68.79
Ashgabat|TM|37.96|58.33
Delhi|IN|28.61|77.21
Mumbai|IN|19.08|72.88
Bengaluru|IN|12.97|77.59
Chennai|IN|13.08|80.27
Kolkata|IN|22.57|88.36
Hyderabad|IN|17.39|78.49
Pune|IN|18.52|73.86
Ahmedabad|IN|23.02|72.57
Jaipur|IN|26.91|75.79
Lucknow|IN|26.85|80.95
Kanpur|IN|26.45|80.33
Nagpur|IN|21.15|79.09
Indore|IN|22.72|75.86
Bhopal|IN|23.26|77.41
Surat|IN|21.17|72.83
Vadodara|IN|22.31|73.18
Patna|IN|25.59|85.14
Chandigarh|IN|30.73|76.78
Kochi|IN|9.93|76.27
Thiruvananthapuram|IN|8.52|76.94
Coimbatore|IN|11.02|76.96
Madurai|IN|9.93|78.12
Mysuru|IN|12.30|76.64
Mangaluru|IN|12.91|74.86
Chikkamagaluru|IN|13.32|75.77
Visakhapatnam|IN|17.69|83.22
Bhubaneswar|IN|20.30|85.82
Guwahati|IN|26.14|91.74
Goa (Panaji)|IN|15.50|73.83
Kathmandu|NP|27.72|85.32
Pokhara|NP|28.21|83.99
Thimphu|BT|27.47|89.64
Dhaka|BD|23.81|90.41
Chittagong|BD|22.36|91.78
Colombo|LK|6.93|79.86
Kandy|LK|7.29|80.63
Malé|MV|4.18|73.51
Yangon|MM|16.87|96.20
Mandalay|MM|21.96|96.09
Bangkok|TH|13.76|100.50
Chiang Mai|TH|18.79|98.98
Chiang Rai|TH|19.91|99.83
Phuket|TH|7.88|98.39
Pattaya|TH|12.93|100.88
Vientiane|LA|17.98|102.63
Phnom Penh|KH|11.56|104.92
Siem Reap|KH|13.36|103.86
Hanoi|VN|21.03|105.85
Ho Chi Minh City|VN|10.82|106.63
Da Nang|VN|16.05|108.20
Hai Phong|VN|20.86|106.68
Buôn Ma Thuột|VN|12.67|108.04
Da Lat|VN|11.94|108.44
Hue|VN|16.46|107.59
Kuala Lumpur|MY|3.14|101.69
George Town|MY|5.41|100.33
Johor Bahru|MY|1.49|103.74
Kota Kinabalu|MY|5.98|116.07
Kuching|MY|1.55|110.34
Singapore|SG|1.35|103.82
Jakarta|ID|-6.21|106.85
Surabaya|ID|-7.25|112.75
Bandung|ID|-6.92|107.62
Medan|ID|3.60|98.67
Semarang|ID|-6.97|110.42
Yogyakarta|ID|-7.80|110.36
Denpasar|ID|-8.65|115.22
Makassar|ID|-5.15|119.43
Palembang|ID|-2.99|104.76
Banda Aceh|ID|5.55|95.32
Takengon|ID|4.63|96.85
Manila|PH|14.60|120.98
Quezon City|PH|14.68|121.04
Cebu City|PH|10.32|123.89
Davao City|PH|7.19|125.46
Baguio|PH|16.40|120.60
Hong Kong|HK|22.32|114.17
Macau|MO|22.20|113.54
Taipei|TW|25.03|121.57
Kaohsiung|TW|22.63|120.30
Taichung|TW|24.15|120.67
Tainan|TW|22.99|120.21
Beijing|CN|39.90|116.41
Shanghai|CN|31.23|121.47
Guangzhou|CN|23.13|113.26
Shenzhen|CN|22.54|114.06
Chengdu|CN|30.57|104.07
Chongqing|CN|29.56|106.55
Tianjin|CN|39.34|117.36
Wuhan|CN|30.59|114.31
Hangzhou|CN|30.27|120.16
Nanjing|CN|32.06|118.80
Xi'an|CN|34.34|108.94
Suzhou|CN|31.30|120.59
Shenyang|CN|41.81|123.43
Harbin|CN|45.80|126.53
Qingdao|CN|36.07|120.38
Dalian|CN|38.91|121.61
Xiamen|CN|24.48|118.09
Kunming|CN|25.04|102.71
Pu'er|CN|22.78|100.97
Changsha|CN|28.23|112.94
Zhengzhou|CN|34.75|113.63
Jinan|CN|36.65|117.12
Fuzhou|CN|26.07|119.30
Hefei|CN|31.82|117.23
Nanning|CN|22.82|108.32
Guiyang|CN|26.65|106.63
Lanzhou|CN|36.06|103.83
Urumqi|CN|43.83|87.62
Lhasa|CN|29.65|91.14
Ulaanbaatar|MN|47.89|106.91
Seoul|KR|37.57|126.98
Busan|KR|35.18|129.08
Incheon|KR|37.46|126.71
Daegu|KR|35.87|128.60
Daejeon|KR|36.35|127.38
Gwangju|KR|35.16|126.85
Gangneung|KR|37.75|128.88
Jeju|KR|33.50|126.53
Pyongyang|KP|39.04|125.76
Tokyo|JP|35.68|139.69
Yokohama|JP|35.44|139.64
Osaka|JP|34.69|135.50
Kyoto|JP|35.01|135.77
Kobe|JP|34.69|135.20
Nagoya|JP|35.18|136.91
Sapporo|JP|43.06|141.35
Fukuoka|JP|33.59|130.40
Hiroshima|JP|34.39|132.46
Sendai|JP|38.27|140.87
Kawasaki|JP|35.53|139.70
Saitama|JP|35.86|139.65
Chiba|JP|35.61|140.12
Naha|JP|26.21|127.68
Kanazawa|JP|36.56|136.66
Sydney|AU|-33.87|151.21
Melbourne|AU|-37.81|144.96
Brisbane|AU|-27.47|153.03
Perth|AU|-31.95|115.86
Adelaide|AU|-34.93|138.60
Gold Coast|AU|-28.02|153.40
Canberra|AU|-35.28|149.13
Newcastle|AU|-32.93|151.78
Wollongong|AU|-34.42|150.89
Geelong|AU|-38.15|144.36
Hobart|AU|-42.88|147.33
Darwin|AU|-12.46|130.84
Cairns|AU|-16.92|145.77
Townsville|AU|-19.26|146.82
Sunshine Coast|AU|-26.65|153.07
Auckland|NZ|-36.85|174.76
Wellington|NZ|-41.29|174.78
Christchurch|NZ|-43.53|172.64
Hamilton|NZ|-37.79|175.28
Dunedin|NZ|-45.87|170.50
Port Moresby|PG|-9.44|147.18
Goroka|PG|-6.08|145.39
Suva|FJ|-18.14|178.44
Nouméa|NC|-22.27|166.46
`;
