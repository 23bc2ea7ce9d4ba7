Muž v modrém tričku a modré bundě se dívá se do vzduchu.
Starší pár běží po ulici ve vzduchu.
Dívka v červeném oblečení jede na kole po ulici.
Několik lidí v modrém tričku a bílé oblečení stojí v pozadí.
Lidé jdou po ulici v noci po ulici.
Muž v modrém tričku se dívá do vzduchu a dívá se do vzduchu.
Skupina lidí stojí v parku.
Malý chlapec v modrém tričku a černých šatech se dívá do vzduchu.
Muž jede na kole po chodníku.
Muž v modrém tričku a modré košili sedí na kytaru.
Chlapec a dívka si hrají venku v noci.
Dvě ženy v modrém oblečení stojí před budovou.
Žena v modré bundě jde po ulici.
Muž sedí v parku.
Tři muži stojí ve vzduchu.
Dívka v modrém tričku jede na kole po ulici.
Mladá žena v černém tričku hraje v černém tričku.
Žena v modrém tričku a modré bundě jde po ulici.
Dvě ženy v modrém tričku.
Dva muži se dívají na zemi a dívají.
Lidé jdou po ulici.
Dav lidí si hraje na pláži.
Žena jede na kole po ulici.
Muž a žena běží po ulici ve vodě.
Žena v modrém tričku sedí u stolu.
Žena v modrém tričku a modré košili se dívá do vzduchu.
Muž jede na kole po ulici.
Skupina lidí ve vzduchu se připravuje na kole do vzduchu.
Žena v modrém tričku se připravuje na kole do vzduchu.
Muž a žena stojí před budovou.
Tři lidé jdou po ulici.
Mladý chlapec sedí v pozadí.
Dítě skáče do vzduchu.
Tři muži sedí před nimi se dívají do vzduchu.
Tři lidé stojí v parku a hrají v parku.
Mladá žena skáče do vzduchu a dívá se do vzduchu.
Skupina mužů hraje na kole ve vodě.
Člověk, který má na sobě tričko, který má na sobě tričko, aby má na kole do vzduchu.
Mladá žena si hraje na ulici.
Muž a žena v modrém tričku sedí na pláži.
Dívka v červeném oblečení skáče do vzduchu.
Muž v modrém tričku a modré košili se dívá do vzduchu.
Lidé stojí ve vzduchu.
Dítě v červeném tričku jde po ulici.
Muž v modrém tričku jde po ulici.
Dva muži v červeném oblečení stojí před budovou.
Mladý chlapec si hraje na ulici.
Velký skupina lidí, které se dívají na kole do vzduchu.
Muž jede na kole po ulici.
Muž v modré bundě hraje na ulici.
Lidé jdou po chodníku po chodníku po ulici.
Pár jede na kole po ulici, zatímco se dívá do vzduchu.
Skupina lidí je na kole po ulici.
Muž jede na kole po ulici.
Žena v modrém tričku a modré bundě se dívá do vzduchu.
Muž v modrém tričku a modré bundě sedí v parku.
Velká skupina lidí jede na pláži.
Dva muži v modrém tričku v modrém tričku.
Muž v modrém tričku jde po ulici.
Dva muži v modrém tričku a jeden se dívají do vody.
Skupina mužů je na kole po ulici.
Malý chlapec si hraje na zemi a druhý v parku.
Skupina lidí je na kole ve vodě.
Muž sedí u stolu a dívá se na lavičce.
Chlapec a dívka si hraje na trávě.
Žena v modrém tričku a bílé košili sedí na sobě v pozadí.
Černý pes si hraje na pláži.
Žena a žena sedí u stolu, zatímco se dívají.
Muž skáče do vzduchu.
Žena v červeném tričku a modré bundě se usmívá se.
V ulici v modrém tričku sedí ve vzduchu.
Dítě sedí u stolu u stolu.
Dva muži sedí u stolu.
Chlapec a dívka si hraje na kytaru a hraje na kytaru.
Mladý chlapec skáče do vzduchu.
Skupina lidí se dívají na kole do vody.
Tři muži v červeném oblečení hrají na ulici.
Černý pes si hraje v parku.
Lidé stojí v parku, zatímco se dívají na kole.
Starší muž v modrém tričku a džínách se baví se.
Dva psi běží po ulici.
Muž v modrém tričku a bílé košili se dívá na hlavě do vzduchu.
Mladá žena skáče do vzduchu a dívá se.
Dva muži běží po ulici po ulici a dva muži v pozadí.
Muž skáče do vzduchu do vzduchu do vzduchu.
Malý chlapec si hraje na pláži.
Muž jede na kole po ulici.
Skupina lidí stojí u stolu, zatímco se dívají.
Mladá žena jde po ulici.
Malý chlapec v modrém tričku a modré bundě jde po ulici.
Žena v červeném tričku a modré bundě hraje v černém tričku.
Muž v modrém tričku jede na kole po ulici.
Malý chlapec je na kole po ulici.
Starší muž v modrém tričku se dívají na kole.
Člověk a žena se baví se do vzduchu.
Dítě v červeném oblečení jede na kole po ulici.
Tři muži v modrém oblečení jdou po ulici.
Žena v modrém tričku a modré bundě se usmívá se.
Skupina lidí sedí v parku a povídají si.
Mladý chlapec v modrém tričku se dívá do vzduchu.
Mladá žena skáče do vzduchu.
Skateboardista skáče do vzduchu na kole do vzduchu.
Žena skáče do vzduchu, zatímco se dívá do vzduchu.
Muž v modrém tričku jde po ulici.
Skupina lidí ve vodě.
Hráč se snaží do vzduchu a dívá se do vzduchu.
Muž jede na kole po ulici.
Dítě sedí u stolu a dívá se do stolu v pozadí.
Černý pes si hraje na kole do vzduchu.
Mladý pár, které se připravuje na kole do vzduchu.
Černý pes si hraje na pláži, které je na kole.
Malý chlapec sedí u stolu a smějí se.
Černý pes běží po ulici.
Muž v modrém tričku a modré košili se dívá do vzduchu.
Dva muži ve vodě.
Chlapec a dívka má na ulici v pozadí.
Dva psi se dívají na kole do vzduchu.
Lidé stojí ve vodě, které se dívají na kole do vzduchu.
Muž stojí v černém tričku a drží v ruce.
Dva psi běží po ulici.
Několik lidí je na kole po ulici.
Dítě v červeném tričku hraje na ulici.
Muž a žena sedí na chodníku.
Mladý chlapec v modrém tričku a černých šatech se baví se.
Několik lidí je na zemi a dva lidé se dívají.
Čtyři psi si hrají v parku.
Žena v červeném tričku a modré košili hraje.
Dva psi si hrají v parku.
Žena s černou čepicí jde po chodníku.
Malý chlapec stojí před budovou.
Muž v modrém tričku se dívá na kole do vzduchu.
Tři lidé jdou po ulici v parku.
Malý chlapec jde po chodníku po ulici.
Muž v modrém tričku jede na kole po ulici.
Dítě v modrém tričku sedí na ulici.
Mladý chlapec v modrém tričku se dívá do vzduchu.
Muž v modrém tričku se dívá do vzduchu a dívá se do vzduchu.
Skupina mužů v modrém oblečení stojí před budovou.
Muž jde po chodníku po ulici.
Muž v modrém tričku jede na kole po ulici.
Skupina mužů skáče do vzduchu.
Starší muž v modrém tričku a bílé košili se dívá do vzduchu.
Pár v červeném oblečení jede na ulici.
Muž v modrém tričku a modré bundě jde po ulici.
Dítě jde po chodníku po chodníku po ulici.
Černý pes si hraje na kole na kole po ulici.
Muž jede na kole po ulici.
Muž v modrém tričku jede na kole po ulici.
Mladý chlapec v modrém tričku a modré košili hraje v černém tričku.
Malý chlapec v modrém tričku jde po ulici.
Člověk v modrém tričku jede na kole po chodníku.
Muž v modrém tričku a modré bundě se připravuje na kole do vzduchu.
Žena v červeném tričku hraje na ulici.
Starší pár si hrají v parku.
Dva psi si hrají ve vodě.
Dívka skáče na kole do vzduchu.
Muž v modrém tričku a bílé košili drží knihu.
Malý chlapec si hraje na hlavě a druhý v pozadí.
Malý chlapec skáče do vzduchu.
Žena v modrém tričku se dívá do vzduchu.
Malý chlapec je na kole do vzduchu.
Černý pes si hraje ve vzduchu.
Dva psi si hrají na pláži.
Mladý chlapec v modrém tričku a černých šatech se baví se.
Dva muži v modrém tričku stojí ve vzduchu.
Muž v modrém tričku a modré bundě se dívá do vzduchu.
Pes běží po ulici.
Pes skáče do vzduchu.
Skupina lidí si hraje na trávě.
Žena a žena se dívá se do objektivu.
Dva muži a žena hrají v trávě.
Skupina lidí se dívají na kole do vzduchu.
Muž skáče do vzduchu a dívá se do vzduchu.
Muž v červeném tričku hraje na kytaru.
Mladý chlapec v modrém tričku a černých šatech hrají na ulici.
Muž se dívá na kole do objektivu.
Černý pes běží po ulici.
Dvě ženy v modrém tričku a bílé bundě se dívají.
Muž sedí v parku, zatímco se dívají na kole.
Mladý chlapec v červeném tričku a modré bundě jde po ulici.
Muž se připravuje na kole do vzduchu.
Muž sedí u stolu a dívá se do stolu v pozadí.
Malý chlapec v modrém tričku a modré bundě drží míč.
Mladý chlapec v modrém tričku a modré bundě sedí na hlavě.
Mladý chlapec běží po ulici.
Tři mladé dívky se baví v pozadí.
Dva psi běží po chodníku po ulici.
Mladá skupina lidí se dívají na kole.
Černý pes si hraje na ulici.
Muž v červeném tričku jede na kole po chodníku.
Žena a žena si hraje na ulici.
Muž si hraje na kole na kole po chodníku.
Dva psi si hrají v parku.
Muž jede na kole po ulici.
Mladá žena v modrém tričku a modré bundě se dívají na zemi.
Žena v modrém tričku sedí na kytaru.
Černý pes si hraje na pláži.
Mladý muž v modrém tričku a bílé košili sedí na sobě v černém tričku.
Skupina lidí se dívají na kole.
Muž jde po ulici, zatímco se dívá do vzduchu.
Muž jede na kole na kole po ulici.
Skupina lidí si hraje na pláži.
Pár skáče do vzduchu.
Mladá žena v černém tričku jede po ulici.
Dva muži v modrém tričku se baví na kole.
Černý pes běží po ulici.
Skateboardista jede na kole na kole po ulici.
Několik lidí je na kole po ulici.
Mladý chlapec v modrém tričku jede na kole po ulici.
Dva psi se dívají na kole do vzduchu.
Tři muži jdou po ulici.
Mladý muž ve vzduchu se dívá do vzduchu a dívá se do vzduchu.
Mladá žena si hraje v trávě.
Tři lidé si hrají na ulici.
Tři lidé jdou po ulici.
Několik lidí v červeném jede na kole po ulici.
Skupina lidí ve vodě.
Skupina lidí ve vodě, které běží po ulici.
Dva muži stojí před budovou, které je v pozadí.
Dva psi si hrají venku na kole.
Žena v modrém tričku a modré košili sedí na hlavě.
Dva muži jdou po ulici, zatímco jsou po ulici.
Okaka stojí na kole.
Muž v modrém tričku se dívá do vzduchu a dívá se do vzduchu.
Muž a žena hrají na pláži.
Žena stojí na kole, co se dívá z nich je na kterém se z nich je z nich je z nich je z nich.
Malý chlapec sedí na zemi, zatímco se dívají.
Mladý chlapec v červeném oblečení skáče do vzduchu.
Několik lidí sedí ve vodě.
Pár v modrém tričku a bílé košili se dívají do vzduchu.
Muž jede na kole na kole po kole po ulici.
Dívka v modrém tričku jede na kole po ulici.
Černý pes běží po ulici.
Černý pes si hraje na kole na kole na kole.
Dva psi si hrají ve vodě.
Muž s taškou a taškou a taškou s nápisem "moemouem, která je na zemi.
Muž v modrém tričku jede na kole po ulici.
Muž v modrém tričku jede na kole po ulici.
Dva psi si hrají ve vodě.
Dva muži jdou po ulici, zatímco se dívají na zemi.
Mladá žena sedí na pláži.
Člověk, který má na kole do vzduchu.
Dvě ženy v modrém tričku se dívají na kole.
Mladý muž v modrém tričku se dívá do vzduchu.
Lidé jdou po ulici v parku.
Tři lidé jdou po ulici v pozadí.
Žena a žena skáče do vzduchu.
Dítě a žena stojí u stolu, zatímco se dívají na zemi.
Dívka v modrém tričku sedí u stolu a dívá se do vody.
Velký pes běží po ulici.
Malý chlapec v modrém tričku se dívá na kole do vzduchu.
Mladá žena skáče do vzduchu.
Skupina lidí hraje na ulici.
Skupina lidí v červeném tričku hraje na kole.
Muž v modré bundě sedí u stolu.
Muž a žena sedí u stolu, zatímco se dívají.
Dítě si hraje v parku.
Muž jede na kole na kole po ulici.
Malý chlapec je na kole do vzduchu.
Žena v modrém tričku se dívá do vzduchu.
Muž jede na kole po ulici.
Mladý muž v modrém tričku a modré košili hraje na ulici.
Žena v červeném tričku jede na kole po ulici.
Pes běží po ulici po ulici ve vodě.
Chlapec v červeném oblečení jede po ulici.
Malý chlapec v modrém tričku jde po ulici.
Žena jede na kole na kole po chodníku.
Člověk hraje na ulici v pozadí.
Muž v modrém tričku a modrém tričku se dívá do vzduchu.
Muž a žena stojí před budovou, která je v pozadí.
Muž v modrém tričku jede na kole po chodníku.
Chlapec v modrém tričku a modré bundě běží po ulici.
Mladý muž v modrém tričku.
Mladý muž v modrém tričku a bílé košili běží po ulici.
Černý pes běží po ulici.
Žena v modrém tričku a modré bundě se dívá na hlavě.
Muž a žena si hraje na ulici.
Skupina lidí sedí v parku a povídají si.
Malý chlapec si hraje v trávě.
Černý pes si hraje na pláži.
Několik lidí v modrém tričku sedí na kole.
Člověk skáče do vzduchu na kole do vzduchu.
Mladý muž hraje na kole.
Muž a žena si hrají na ulici.
Starší muž běží po ulici.
Černý pes skáče do vzduchu.
Starší muž si hraje na ulici.
Mladý chlapec a dívka si užívá si knihu.
Tři lidé jdou po ulici.
Muž jede na kole po chodníku.
Muž jede na kole po pláži.
Chlapec v modrém tričku a modré bundě hrají venku.
Žena v modrém tričku sedí na kytaru.
Muž jede na kole po ulici.
Muž v červeném oblečení skáče do vzduchu.
Žena stojí na kole.
Dva psi si hrají na pláži.
Dítě v červeném tričku sedí na kole.
Skupina žen v červeném jede na kole po ulici.
Skupina lidí ve vodě, které se dívají na kole do vzduchu.
Mladá žena běží po ulici.
Mladý chlapec skáče na kole do vzduchu.
Dva muži v modrém oblečení stojí před nimi.
Muž v modrém tričku jde po ulici, zatímco se dívá do vzduchu.
Mladá žena skáče do vzduchu.
Muž dělá trik na kole do vzduchu, zatímco se dívá do vzduchu.
Několik mužů leze na kole po ulici.
Mladý chlapec v modrém tričku a bílé košili se dívá se do vzduchu.
Dva psi běží po ulici a ostatní se dívají.
Chlapec v modrém tričku sedí na kole.
Malý chlapec běží po ulici po ulici.
Skupina lidí v modrém tričku sedí u stolu.
Chlapec jede na kole po ulici ve vodě.
Černý pes běží po ulici.
Dva muži v červeném oblečení stojí u stolu.
Mladý chlapec ve vzduchu, který je rozva do vzduchu, co je míč, co je míč, jak se dívá.
Mladý chlapec běží po ulici.
Několik lidí sedí v parku a povídají si.
Mladý chlapec jede na pláži.
Skupina lidí v červeném jede na kole po ulici.
Malý chlapec běží po ulici.
Dva muži jedou na kole na kole po ulici.
Lidé se dívají na kole do vody.
Mladý chlapec v červeném tričku jede po ulici.
Malý chlapec v modrém tričku se dívá do vzduchu.
Žena v modrém tričku a modré košili se usmívá se do vzduchu.
Tři lidé a dva muži a dva muži a dva muži v parku.
Starší pár, které se připravuje na kole do vzduchu.
Dva muži v červeném triku a hrají v trávě.
Malý chlapec skáče do vzduchu.
Mladý chlapec v modrém tričku a černých šatech běží po ulici.
Muž v červeném tričku sedí u stolu.
Muž sedí v parku a dívá se na hlavě.
Mladý muž má na sobě kalhoty jde po chodníku po ulici.
Žena se dívá na kole do objektivu.
Tři muži v modrém tričku stojí před nimi se dívají.
Skupina lidí hraje na kole.
Dívka v modrém tričku a modré bundě se dívá do vzduchu.
Muž jde po ulici.
Dvě ženy běží po ulici ve vodě.
Mladý chlapec se dívá na zemi.
Starší muž hraje na kole na kole po ulici.
Mladý pár, které je v černém tričku a druhý v ruce v pozadí.
Černý pes skáče do vzduchu.
Žena v modrém tričku a modré košili hraje na ulici.
Skupina lidí stojí v parku.
Muž v modrém tričku jede na kole po ulici.
Malý chlapec skáče do vzduchu, aby z nich je míč.
Lidé stojí u stolu a dívají se do vody.
Tři lidé ve vodě se dívají na kole na kole.
Dva muži a žena sedí u stolu.
Tři lidé ve vodě, které se dívají na zemi.
Chlapec jede na kole po ulici.
Několik lidí v modrém oblečení jede na kole po ulici.
Mladý chlapec si hraje na kole.
Malý chlapec běží po ulici.
Mladý chlapec skáče do vzduchu.
Dva muži stojí před nimi, zatímco dva muži stojí před budovou.
Žena v modrém tričku a modré košili hraje.
Chlapec v modrém dresu skáče do vzduchu do vzduchu.
Muž jde po ulici, zatímco se z nich je z nich je z nich je míč.
Tři muži v modrém tričku a bílé košili hrají na ulici.
Muž skáče do vzduchu.
Černý pes běží po ulici.
Hráč se snaží do vzduchu a dívá se do vzduchu.
Skupina lidí hraje v parku a jeden je na hlavě.
Skupina lidí hraje na trávě.
Malý chlapec v modrém tričku se dívají na kole.
Muž a žena běží po ulici.
Dva psi si hrají v parku.
Muž v červeném oblečení jede na kole po ulici.
Žena sedí v parku a dívá se na zemi.
Čtyři děti sedí v parku.
Černý pes si hraje ve vzduchu.
Skupina lidí ve vodě.
Skupina lidí v modrém oblečení, které se dívají do vzduchu.
Mladý chlapec skáče do vzduchu.
Chlapec v modrém dresu se připravuje na kole do vzduchu.
Žena v modrém tričku a modré bundě se dívá se do vzduchu.
Čtyři děti v červeném oblečení stojí před budovou.
Člověk hraje na kytaru.
Dívka v modrém tričku jde po ulici, aby chytil míč.
Dítě skáče do vzduchu na kole do vzduchu.
Starší muž a žena se dívají na zemi.
Mladý chlapec skáče do vzduchu ve vzduchu.
Černý pes si hraje na ulici.
Muž jede na kole po ulici ve vzduchu.
Malý chlapec skáče do vzduchu.
Velký skupina lidí, které se dívají na zemi.
Několik lidí je na kole v pozadí.
Malý chlapec ve vodě.
Dva muži jdou po ulici, zatímco jsou po ulici.
Dva muži v červeném tričku sedí u stolu.
Mladý muž s nápisem "mos, který jde po chodníku po chodníku po chodníku.
Žena jde po ulici.
Mladý chlapec, který má na sobě--------bílé bruslích.
V ulici běží po ulici.
Tři děti si hrají v trávě.
Dva psi si hrají na pláži.
Malý chlapec si hraje v parku.
Velký skupina lidí, které si hrají na kole.
Skupina mužů je na kole před budovou a jeden je v pozadí.
Dívka v červeném tričku a modré bundě běží po ulici.
Mladý chlapec skáče do vzduchu.
Muž a žena běží po ulici.
Mladý pár, který má na kole po ulici.
Dva muži jdou po ulici, zatímco se dívají do vzduchu.
Dva lidé a dva chlapci stojí před slunečného dne.
Mladý chlapec si hraje na kole po ulici.
Tři muži, které se dívají do vzduchu.
Člověk jede na kole na kole po ulici.
Muž v modrém tričku sedí u stolu a dívá se na zemi.
Čtyři děti se dívají na zemi a dívají.
Malý chlapec skáče do vzduchu na kole do vzduchu.
Dva muži v modrém tričku a modré bundě hrají v bazénu.
Černý pes si hraje na ulici v pozadí.
Malý chlapec běží po ulici.
Mladý chlapec v modrém tričku se dívá do vzduchu a dívá se do vzduchu.
Dvě ženy v modrém oblečení stojí na kole.
Několik lidí stojí v parku a povídají si.
Mladá žena jde po chodníku po ulici.
Černý pes skáče do vzduchu.
Mladý chlapec v modrém tričku.
Muž v modrém tričku a modré bundě se dívá do vzduchu.
Velká skupina lidí je na kole do vzduchu.
Chlapec jede na kole po ulici v pozadí.
Dva muži a žena hrají na kytaru.
Dítě skáče do vzduchu, zatímco se dívá do vzduchu.
Černý pes si hraje na pláži, aby chytil míč.
Mladý chlapec a dívka skáče do vzduchu.
Dva muži si hrají na pláži.
Chlapec v modrém tričku a modrém tričku se dívá do vzduchu.
Chlapec v červeném tričku hraje na ulici.
Dítě v modrém tričku a modré bundě se dívá se do vzduchu.
Dva muži v modrém tričku a bílé košili hrají ve vzduchu.
Dva muži stojí na zemi a dívají se.
Dva muži sedí na pódiu.
Mladý muž v modrém tričku a modré košili drží papír do mikrofonu.
Černý pes si hraje na ulici.
Dva lidé na kole hrají v parku a jeden je na kole.
Žena hraje na ulici.
Dva psi běží po ulici.
Černý pes běží po ulici.
Muž v modrém tričku jde po ulici.
Malý chlapec v černém tričku sedí u stolu.
Muž jede na kole po ulici, zatímco se dívá do vzduchu.
Pes skáče do vzduchu na kole do vzduchu.
Mladý chlapec je na kole po ulici.
Dva muži stojí na pláži.
Mladý chlapec je na kole na kole po ulici.
Chlapec v modrém tričku a modré bundě běží.
Velká skupina lidí stojí před budovou.
Muž hraje na kole na zemi a ostatní.
Dva muži a dva muži a dva muži a žena si hrají v restauraci.
Mladý chlapec si hraje na pláži.
Mladý chlapec v modrém triku skáče do vzduchu.
Žena s černou čepicí jde po chodníku po ulici.
Dva psi si hrají v parku.
Dva muži sedí na lavičce v trávě.
Žena v červeném oblečení jede na kole po ulici.
Muž jede na kole po ulici.
Skupina lidí se dívají na zemi, zatímco se dívají.
Muž sedí na zemi a dívá se na zemi.
Starší muž v modrém tričku a džínách se dívá do vzduchu.
Muž a žena běží po ulici.
Muž jede na kole na kole na kole po chodníku.
Muž jede na kole po ulici.
Několik lidí v modrém tričku sedí na pódiu.
Dva muži stojí před budovou.
Mladý chlapec v modrém oblečení se připravuje na kole do vzduchu.
Pes běží po ulici po ulici.
Mladý muž v modrém tričku a bílé košili je míč.
Muž jde po ulici.
Dvě ženy v modrém oblečení jsou na ulici.
Pes běží po ulici po ulici.
Dívka v modrém tričku jede na kole po ulici.
Skupina lidí si hraje na ulici.
Tři lidé v modrém tričku a jeden se baví se.
Černý pes běží po ulici.
Malý chlapec v modrém tričku a bílé košili hraje v černém tričku.
Dva psi běží po ulici ve vzduchu.
Malý chlapec si hraje na kole ve vodě.
Tři muži stojí u stolu, které je v pozadí.
Dva psi běží po chodníku po ulici.
Tři lidé jdou po ulici.
Dva psi běží po ulici ve vzduchu.
Muž a žena si hraje na ulici.
Černý pes se dívá se do vzduchu a dívá se do vzduchu.
Chlapec jede na kole po ulici.
Chlapec a dívka si hraje na trávě.
Tři muži v červeném tričku sedí u stolu.
Dva muži ve vodě.
Mladý chlapec ve vodě.
Malý chlapec v modrém tričku a modré bundě hraje na sobě modré bundě.
Muž v červeném oblečení jede na kole po ulici.
Žena a žena si hrají v trávě.
Dva psi si hrají na pláži.
Dva muži stojí před nimi v pozadí.
Dva psi běží po ulici.
Žena si hraje na kytaru a usmívá se.
Dva muži ve vodě a dva lidé jdou po ulici.
Dva muži sedí na kole před budovou.
Dva muži v červeném tričku a jeden si hrají na ulici.
Dítě si hraje na chodníku.
Muž a žena sedí u stolu.
Dva muži ve vzduchu.
Muž v modrém tričku a modré košili v černém tričku se dívá do vzduchu.
Dva lidé pracují na závodě, aby z nich je míč.
Několik lidí sedí v trávě.
Dva muži v modrém tričku a jeden se dívají do vzduchu.
Několik lidí sedí na pláži.
Skupina lidí jede na kole po ulici.
Člověk v červeném oblečení jede po ulici.
Muž v modrém tričku jede na kole po ulici.
Několik lidí se připravuje po ulici.
Dva muži jdou po ulici.
Čtyři psi běží po ulici.
Muž jede na kole na kole po chodníku.
Žena v červeném tričku jede na kole.
Dívka v červeném tričku jede na kole po ulici.
Muž v červeném tričku jede na kole.
Čtyři děti sedí na zemi, které je na kole.
Několik lidí je na kole.
Oka v modrém tričku a černých šatech jede na kole po ulici.
Starší muž v černém oblečení jede po ulici.
Dva muži ve vodě a dva muži jsou ve vzduchu.
Mladý chlapec v modrém tričku a modré bundě jde po ulici.
Mladý chlapec si hraje na ulici v parku.
Žena sedí v parku.
Muž jede na kole po ulici a dívá se do vzduchu.
Žena v modré bundě hraje na ulici.
Mladý chlapec, který má na zemi, co je na kole.
Muž v modrém tričku se dívá na kole do vzduchu.
Muž v červeném oblečení hraje na ulici.
Mladý muž sedí na lavičce u stolu.
Žena v modrém tričku jede na kole po ulici.
Muž v červeném tričku jede na kole po chodníku.
Dva psi si hrají na pláži.
Hráč se dívá na kole do vzduchu.
Žena v modrém tričku se dívá do vzduchu a dívá se do vzduchu.
Skupina mladých žen, které se dívá do vzduchu.
Muž v modrém tričku a modré košili drží v černém tričku.
Tři lidé sedí u stolu v pozadí.
Dívka v modrém tričku jde po ulici.
Muž jde po ulici.
Muž jde po ulici a dívá se do vzduchu.
Muž jede na kole po ulici, která má na kole do vzduchu.
Muž v červeném tričku hraje na kytaru.
Skupina lidí ve vodě.
Muž a žena se baví se na kole.
Starší muž jde po chodníku po ulici.
Dva muži ve vzduchu se dívají na kole do vzduchu.
Dva muži v červeném tričku sedí na kole.
Skupina lidí v modrém tričku.
Mladá žena běží po ulici.
Čtyři děti si hrají v parku a jeden si hrají v parku.
Muž a žena v černém tričku jede po ulici.
Muž skáče do vzduchu.
Dva muži jdou po ulici.
Člověk v modrém tričku se dívá do vzduchu a dívá se do vzduchu.
Chlapec v červeném oblečení jede na kole po ulici.
Skupina mužů v modrém tričku a bílé tričku se baví se do vzduchu.
Muž v modrém tričku se dívá do vzduchu.
Dva muži v modrém tričku sedí v parku.
Mladý chlapec v modrém tričku.
Muž v modrém tričku a modré bundě se dívá na kole do vzduchu.
Několik lidí je na kole po ulici.
Několik lidí v modrém oblečení stojí před budovou.
Lidé jdou po ulici.
Mladý pár je na ulici, které se dívá do vzduchu.
Muž v červeném tričku jede na kole po ulici.
Skupina mužů je na kole po ulici.
Mladý chlapec v červeném tričku a modré bundě jde po ulici.
Žena a žena v modrém tričku se dívá do vzduchu.
Žena a žena si hraje v parku.
Tři muži v modrém tričku sedí u stolu.
Žena v modrém tričku jde po ulici.
Pár sedí u stolu a dívá se na zemi.
Černý pes si hraje na ulici.
Dva psi si hrají v pozadí.
Dítě si hraje na kytaru.
Velký skupina lidí se dívají na kole.
Mladý chlapec se připravuje na kole do vzduchu.
Člověk dělá trik na kole do vzduchu.
Žena v modrém tričku sedí na kole.
Několik lidí ve vzduchu, které se dívá do vzduchu.
Mladý muž v modrém tričku a bílé košili se dívá do vzduchu.
Muž v modrém tričku sedí u stolu.
Mladá žena běží po ulici.
Starší muž v modrém tričku se dívají na kole do vzduchu.
Několik lidí stojí u stolu.
Muž hraje na kytaru.
Dva muži si hrají v trávě.
Dvě ženy v modrém oblečení jdou po ulici.
Několik lidí je na kole do vzduchu.
Šest mužů je v modrém tričku a bílé oblečení jde po ulici.
Skupina lidí hraje na pláži.
Malý chlapec v modrém tričku jede na kole po ulici.
Skupina lidí sedí u stolu a povídají si.
Muž v modrém tričku jede na kole po chodníku.
Černý pes si hraje ve vzduchu.
Dva muži ve vodě a dva lidé jdou po ulici.
Žena v červeném tričku hraje na kytaru.
Dítě v modrém tričku a modré bundě se dívá do vzduchu.
Žena sedí na lavičce v parku.
Tři muži sedí u stolu a jeden muž v pozadí.
Žena skáče do vzduchu na kole do vzduchu.
Žena v modrém tričku se dívá do vzduchu.
Dva psi si hrají v trávě.
Muž a žena si hraje na lavičce v pozadí.
Mladý chlapec stojí před budovou, které je v pozadí.
Mladý chlapec leze na kole po ulici.
Několik lidí sedí na lavičce.
Dítě skáče do vzduchu a dívá se do vzduchu.
Žena v červeném tričku hraje na kole.
Žena a žena sedí v restauraci.
Dítě jede na kole na kole po ulici.
Skupina lidí je na pláži a dva muži sedí u stolu.
Mladý muž sedí na zemi, zatímco se dívá do vody.
Muž v modrém tričku a modré košili sedí na sobě v restauraci.
Mladá žena skáče do vzduchu.
Muž a žena běží po ulici.
Žena s modrou čepicí jde po chodníku po chodníku.
Muž v modrém tričku a černých šatech se dívá na sobě šatech do vzduchu.
Muž v modrém tričku a černých šatech se dívá do vzduchu.
Člověk v modrém tričku a bílé košili se usmívá se.
Žena jde po ulici a usmívá se v pozadí.
Muž v modrém tričku se dívá na kole do vzduchu.
Žena s černou čepicí jde po chodníku po chodníku po chodníku.
Skupina lidí si užívá umění.
Skupina mladých lidí, který má na kole po ulici.
Skupina lidí v bílém tričku sedí na kole.
Muž na kole má na kole do vzduchu.
Muž jde po ulici a dívá se na chodníku.
Dívka v modrém tričku a modré bundě se dívá se do objektivu.
Mladý chlapec v modrém tričku jede na kole po ulici.
Skupina žen v modrém tričku a černých šatech běží po ulici.
Muž v modrém tričku jede na kole po ulici.
Lidé jdou po ulici.
Několik lidí je ve vodě, které je ve vzduchu.
Skupina lidí je na kole na pláži.
Starší pár, které je v černém tričku a jeden se usmívá se.
Hráč se připravuje na kole do vody.
Mladý chlapec v modrém tričku a černých šatech se připravuje na kole do vzduchu.
Žena v modrém tričku jde po ulici ve vzduchu.
Několik lidí sedí v parku, které je na kole.
Muž v modrém tričku sedí na ulici.
Mladý muž ve vzduchu, který je nápis, co se dívá do vzduchu, zatímco se na ní se do vzduchu.
Mladý chlapec a dívka si hraje u stolu.
Muž v červeném tričku sedí na kytaru.
Žena v červeném tričku jede na kole po ulici.
Lidé stojí ve vzduchu, které se dívají na kole do vzduchu.
Muž, který má na kole do vzduchu.
Mladý pár, které sedí u stolu, zatímco se dívají.
Dva muži jdou po ulici, zatímco se dívají na zemi.
Žena v červeném oblečení jede na kole po ulici.
Mladý chlapec ve vzduchu, které je připraven k bruslích.
Muž, který jde po chodníku po ulici.
Dítě si hraje na kytaru a usmívá se.
Malý chlapec v modrém tričku sedí ve vzduchu.
Muž v červeném tričku hraje na kole.
Dva muži stojí před budovou, které je v pozadí.
Žena v modrém tričku a modré bundě jde po ulici.
Skupina lidí sedí u stolu a povídají si.
Muž jede na kole po chodníku.
Žena v modrém tričku a modré bundě se dívá se do vzduchu.
Tři muži si hrají na pláži.
Žena v černém tričku jede na kole po ulici.
Muž jede na kole na kole na kole po chodníku.
Muž v modrém tričku a modré košili se dívá do vzduchu.
Muž a žena běží po ulici.
Mladý chlapec v modrém tričku a bílé košili se usmívá se.
Mladý chlapec v modrém tričku a černých šatech se baví se.
Žena leze na kole do vzduchu, která je v pozadí.
Muž jede na kole po ulici v pozadí.
Skupina lidí stojí u stolu.
Skupina mužů je na kole do vzduchu.
Muž v modrém tričku jde po ulici.
Dva muži jdou po ulici.
Lidé sedí v parku, zatímco se dívají na zemi.
Skupina lidí je na ulici.
Muž v modrém tričku jede na kole po ulici.
Chlapec jede na kole na kole na kole po chodníku.
Několik lidí v modrém tričku a bílé oblečení stojí před nimi se dívají.
Lidé stojí ve vodě.
Žena a žena si hraje na lavičce.
Muž v modrém tričku a černých šatech se dívá do vzduchu.
Dva muži v modrém tričku a bílé košili hrají na hlavě.
Dva lidé ve vodě.
Muž a žena si hrají v parku.
Pár je na kole ve vodě.
Čtyři děti, jeden v modrém tričku a jeden se baví se na zemi.
Mladá skupina lidí se dívají na zemi.
Muž v modrém tričku a modrém tričku se dívá do vzduchu.
Mladý chlapec běží po ulici.
Starší muž v modrém tričku a bílé košili se dívá do vzduchu.
Malý chlapec si hraje v trávě.
Muž v modrém tričku a modré bundě.
Dva lidé na kole ve vzduchu.
Dva psi v modrém tričku a jeden je na sobě oranžové v pozadí.
Několik lidí v červeném jede na kole po ulici.
Dva muži běží po ulici a dva muži v parku.
Dva psi běží po ulici.
Dítě jede na kole na kole po chodníku.
Černý pes si hraje na ulici.
Velká skupina lidí sedí u stolu, zatímco se dívají.
Dva psi si hrají na pódiu.
Mladý muž ve vodě, který má na kole do vzduchu.
Dva psi si hrají ve vodě a dva lidé se baví se.
Čtyři děti se dívají na pláži.
Žena v modrém tričku a modré košili drží v černém tričku.
Žena v modrém tričku jde po ulici.
Malý chlapec v modrém tričku jde po ulici.
Malý chlapec si hraje na pláži.
Skupina lidí v modrém tričku se baví do vzduchu.
Člověk v modrém tričku jede na kole po ulici.
Několik mužů leze po ulici, aby z nich je míč.
Muž jede na kole po ulici a dívá se do vzduchu.
Mladý muž jde po ulici.
Dva muži jdou po ulici.
Žena v červeném tričku jde po ulici.
Žena v modrém tričku se dívá do vzduchu.
Malý chlapec v červeném tričku hraje na kole.
Skupina lidí sedí v parku.
Dvě ženy v modrém tričku a bílé košili hrají v pozadí.
Mladý muž v modrém tričku a černých šatech se baví se.
Pes si hraje na kytaru.
Muž v červeném tričku hraje na ulici.
Muž v modrém tričku jede na kole po ulici.
Muž v modrém tričku a modrém tričku se dívá do vzduchu.
Dítě jde po ulici a dívá se na zemi.
Černý pes skáče do vzduchu.
Mladý chlapec jede na kole po chodníku kolem nich je na zemi.
Černý pes si hraje na pláži, které je na kole.
Skupina lidí sedí u stolu u stolu.
Lidé jdou po ulici ve vodě.
Čtyři děti v červeném tričku sedí u stolu.
Muž v modrém tričku a bílé košili se dívá na zemi.
Mladý muž sedí u stolu.
Pár v modrém tričku a bílé košili se dívá do vzduchu.
Muž v modrém tričku jde po ulici.
Muž a žena si hraje na ulici v parku.
Žena v modrém tričku jde po ulici.
Skupina lidí se dívají na kole.
Malý chlapec skáče do vzduchu.
Tři lidé jdou po ulici a dva muži v pozadí.
Několik lidí v červeném tričku a bílé košili hrají na ulici.
Žena v modrém tričku jde po ulici v pozadí.
Mladý chlapec v modrém tričku a černých šatech se dívá do vzduchu.
Lidé stojí v parku a dívají se na zemi a dívají.
Muž sedí u stolu u stolu.
Tři muži v modrém tričku a modrém tričku a bílé košili hrají v pozadí.
Lidé jdou po ulici.
Velký pár, které si hrají na ulici.
Několik lidí je na kole po ulici.
Malý chlapec v modrém tričku se dívá do vzduchu.
Několik lidí sedí v parku.
Muž a žena si hraje na ulici.
Chlapec a dívka si hraje na ulici.
Muž a žena v černém oblečení jde po ulici.
Dva psi si hrají venku na kole.
Žena ve vodě na pláži, které se dívají na kole.
Mladá žena skáče do vzduchu, aby z nich je míč.
Člověk, který má na ulici v pozadí.
Mladý muž je na kole z nich je na zemi.
Starší pár, které se dívají na zemi.
Skupina lidí sedí u stolu.
Skupina lidí ve vodě, které je oranžové v pozadí.
Žena jde po chodníku po ulici.
Mladý muž v modrém tričku a modré bundě sedí u stolu.
Dva psi si hrají na ulici.
Dva muži v modrém tričku a bílé košili hrají v pozadí.
Tři děti se dívají na kole.
Žena v modrém tričku a modré košili sedí na sobě brýle.
Žena v červeném oblečení jede na kole po ulici.
Dva muži a žena si hrají venku ve vodě.
Muž v modrém tričku a bílé košili drží knihu.
Mladý chlapec v černém tričku jede na kole po ulici.
Dva psi si hrají na trávě.
Malý chlapec v modrém tričku hraje na kole.
Muž a žena v černém tričku si hraje na ulici.
Dva muži stojí na zemi a dva muži stojí v pozadí.
Mladá skupina lidí sedí u stolu.
Pár v modrém tričku a černých šatech se dívá do vzduchu.
Tři muži sedí na zemi, které se dívají do vzduchu.
Chlapec v modrém tričku a bílé košili se dívají do vzduchu.
Muž jde po chodníku po ulici.
Mladý muž má na sobě-----bílý pes jde po ulici.
Muž jede na kole po ulici před budovou.
Několik lidí v modrém tričku se baví.
Skupina lidí jede na pláži.
Dva lidé stojí před budovou, zatímco se dívají.
Žena v červeném tričku hraje na kole.
Muž skáče na kole do vzduchu a dívá se do vzduchu.
Muž v modrém tričku hraje na ulici.
Malý chlapec v modrém tričku a modré košili se usmívá se.
Dva muži sedí na zemi a povídají si.
Několik lidí stojí v parku a povídají si.
Čtyři děti se dívají na pláži.
Muž sedí na zemi a dívá se na zemi.
Muž jede na kole na kole po ulici.
Žena v modrém tričku sedí u stolu a dívá se na zemi.
Dva muži v modrém tričku a jeden si hrají na kytaru.
Starší muž v červeném jede na kole po ulici.
Pár, který má na kole do vzduchu.
Mladý chlapec je na kole po ulici.
Dva muži v červeném jede na kole po chodníku.
Muž jde po ulici, zatímco se dívá do vzduchu.
Muž v modrém oblečení jede na kole po ulici.
Člověk s černou čepicí a taškou, který jde po chodníku po chodníku.
Muž v modrém tričku a modré košili sedí na hlavě.
Chlapec a dívka sedí na zemi, zatímco se dívají.
Několik lidí v modrém tričku a bílé košili hrají v černém tričku.
Žena a žena sedí na pláži.
Dva psi si hrají ve vzduchu na ulici.
Skupina lidí sedí v parku.
Žena v modrém tričku a modré bundě jde po ulici.
Skupina lidí sedí u stolu a povídají si.
Pár jede na kole na kole po chodníku.
Mladý muž v černém tričku jede na kole po ulici.
Žena sedí na zemi a dívají.
Člověk sedí u stolu a dívá se do stolu.
Muž a žena sedí na pláži.
Dva muži v červeném tričku stojí na kole.
V ulici skáče do vzduchu do vzduchu.
Muž v modrém tričku a bílé košili sedí na hlavě.
Dva psi si hrají na ulici.
Tři muži v modrém oblečení stojí na zemi a dívají se na zemi.
Chlapec a žena si hraje na ulici.
Muž v modrém tričku a modré košili sedí na sobě v pozadí.
Dva muži sedí na pláži.
Mladý chlapec v modrém tričku a bílé košili sedí na sobě na hlavě.
Tři muži v červeném oblečení běží po ulici.
Mladý chlapec v modrém tričku jede po ulici.
Skupina lidí ve vodě.
Muž a žena jde po chodníku po ulici.
Mladý chlapec sedí na lavičce.
Dva psi běží po ulici před budovou.
Mladý muž je na kole do vzduchu.
Několik lidí sedí na zemi a povídají si.
Muž v červeném tričku sedí na kytaru.
Mladý chlapec se připravuje na kole do vzduchu.
Malý chlapec skáče do vzduchu.
Mladý chlapec v modrém tričku a černých šatech jede na kole po ulici.
Muž v modrém tričku a modré bundě je míč.
Malý chlapec a chlapec si hraje v pozadí.
Dítě si hraje na kole v parku.
Skupina mužů je na kole po ulici.
Lidé jdou po ulici.
Muž středního věku v modrém tričku, které se dívá do vzduchu.
Dva psi si hrají na pláži.
Dva muži si hrají ve vodě.
Muž skáče na kole do vzduchu.
Dívka v červeném oblečení jede na kole po ulici.
Matka jde po ulici, který je na kole po ulici.
Muž v modrém tričku a modré bundě jde po ulici.
Mladý chlapec si hraje na ulici.
Muž skáče do vzduchu na kole do vzduchu.
Tři muži ve vzduchu.
Muž jede na kole na kole na kole po chodníku.
Dva psi v červeném tričku a modré bundě hrají v černém tričku.
Čtyři děti sedí u stolu a smějí se.
Čtyři děti jsou ve vzduchu, které se dívají do vzduchu.
Mladý chlapec v modrém tričku a bílé košili se dívá do vzduchu.
Mladá žena běží po ulici po ulici.
Člověk s černou čepicí jde po chodníku po chodníku po chodníku.
Černý pes běží po ulici.
Žena v modrém tričku jede na kole po ulici.
Žena sedí u stolu v pozadí.
Tři muži v modrém tričku stojí vedle ní.
Dívka si hraje v trávě.
Dva muži v modrém tričku a bílé košili hrají v pozadí.
Muž jede na kole po ulici.
Muž v modrém tričku a modré košili se dívá do vzduchu.
Dva lidé se dívají na kole do vzduchu.
Tři lidé stojí v parku a povídají si.
Mladý chlapec v modrém tričku a modré bundě jde po ulici.
Muž a žena je na kole do vzduchu.
Muž s černou čepicí jde po chodníku.
Žena v modré košili jede na kole po ulici.
Dívka v červeném tričku jede na kole po ulici.
Dva muži a dva muži v modrém tričku muži a jeden dva muži stojí v pozadí.
Skupina lidí ve vodě.
Žena jde po chodníku po chodníku.
Žena si hraje na ulici v parku.
Skupina lidí se dívají na zemi a dívají se na zemi.
Dívka s brýlemi, která jde po chodníku po ulici.
Mladý chlapec leze po ulici, který má na zemi, zatímco je z nich je z nich je z nich je z okna.
Dva psi si hrají na lavičce.
Dívka v modrém tričku a modré košili se dívá do vzduchu do vzduchu.
Dva muži si hrají v trávě.
Několik lidí je ve vodě, které je na kole do vzduchu.
Žena jede na kole na kole po kole po chodníku.
Muž a žena stojí u stolu, zatímco se dívají na zemi.
Skupina lidí v modrém tričku stojí na kole.
Muž v modrém tričku a černých šatech jede na kole po ulici.
Muž jede na kole po ulici.
Dva muži ve vzduchu se dívají na kole do vzduchu.
Velká skupina lidí leze po ulici.
Člověk v modrém tričku jede na kole po ulici.
Skupina lidí je na pláži v noci.
Mladý muž sedí u stolu a smějí se.
Žena v modrém tričku.
Mladý muž jde po ulici v pozadí.
Mladý pár, který má na kole po ulici, který má na kole do vzduchu.
Dva muži ve vodě, které se dívají na kole do vzduchu.
Dvě ženy jdou po ulici.
Chlapec v modrém tričku, které se připravuje na kole do vzduchu.
Lidé jdou po ulici v noci po ulici.
Dva muži v modrém tričku a dva muži a dva muži stojí před nimi se dívají se.
Hráč v modrém tričku se dívá do vzduchu.
Malý chlapec má na kole po ulici.
Žena a žena si hraje na ulici.
Skupina mužů je na kole do vzduchu a ostatní se dívají.
Muž jede na kole po ulici.
Mladý chlapec v modrém tričku a bílé košili se usmívá se.
Muž a žena v černém tričku si hraje na sobě šatech.
Muž jde po chodníku kolem budovy a dívá se do vody a dívá se do vody a dívá se do vzduchu.
Člověk v modrém tričku jede na kole po ulici.
Mladý muž jede na kole po ulici, zatímco je muž v pozadí.
Žena jede na ulici v pozadí.
Čtyři dívky a žena mají na kole po ulici.
Muž v modrém tričku jede na kole po ulici.
Starší muž ve vodě, který skáče do vzduchu.
Žena v modré bundě hraje na ulici v parku.
Dva psi si hrají v parku.
Čtyři děti jdou po ulici, zatímco se dívají.
Muž jde po ulici v pozadí.
Skupina lidí stojí u stolu.
Dva mladí muži v modrém tričku a dva muži stojí v pozadí.
Mladá dívka ve vzduchu se dívá do vzduchu a dívá se do vzduchu.
Velký skupina lidí v modro---růžových kostýmech, které se dívají do vzduchu.
Muž a žena běží po ulici.
Malý chlapec skáče do vzduchu.
Dva psi si hrají ve vodě.
Dítě v modrém tričku a modré košili hrají na sobě modré bundě se dívá do vzduchu.
Žena skáče do vzduchu na kole do vzduchu.
Lidé jdou po ulici v noci po ulici.
Starší pár se připravuje na kole do vzduchu.
Dva muži v modrém tričku sedí na sobě v ruce.
Muž jde po ulici a dívá se do vody.
Skupina lidí je na kole před budovou.
Chlapec jede na kole po ulici v pozadí.
Pár skáče do vzduchu a dívá se do vzduchu.
Dva psi si hrají na ulici.
Starší muž si hraje na kole ve vodě.
Skupina lidí ve vodě, které se dívají na kole do vzduchu.
Skupina lidí jede na kole na kole po ulici.
Lidé si hrají ve vodě.
Muž jde po ulici a dívá se do vody.
Muž jede na kole na kole po ulici.
Mladý muž v modrém tričku se dívá do vzduchu.
Mladý muž sedí u stolu, které je na zemi.
Okaka v modrém tričku a modré bundě se dívá se do vzduchu a dívá se do vzduchu.
Dva psi běží po ulici.
Muž v modrém tričku a bílé košili se dívá se do vzduchu.
Dva psi si hrají na pláži.
Malý chlapec v modrém tričku jde po ulici.
Skupina mužů skáče do vzduchu.
Muž v modrém tričku a bílé košili sedí na sobě v pozadí.
Muž dělá trik na kole do vzduchu.
Žena v modrém tričku a modré bundě hraje v černém tričku.
Muž hraje na pláži v trávě.
Muž jde po chodníku po ulici, zatímco se dívá do vzduchu.
Žena skáče do vzduchu na kole do vzduchu.
Šest mužů je na zemi a dva muži a dva muži stojí v pozadí.
Dva muži v červeném oblečení stojí u stolu.
Mladý muž v modrém tričku se dívá do vzduchu.
Dva muži v modrém tričku a bílé košili hrají v černém tričku.
Žena v modrém tričku jede na kole po ulici.
Dvě ženy v bílých šatech jdou po ulici.
Žena v modrém tričku jde po ulici, která je na ulici.
Dva psi běží po chodníku po ulici.
Dva muži jdou po ulici, které je před budovou.
Dva lidé v červeném oblečení jdou po ulici.
Černý pes v červeném jede na kole po ulici.
Žena s modrou čepicí jde po chodníku v pozadí.
Žena v modrém tričku a černých šatech se dívá do vzduchu.
Skupina žen ve vzduchu a dva muži se dívají se na zemi.
Skupina lidí v modrém tričku, které se dívají do vzduchu.
V dvou trhu, které je dva se dívá do vody, co se do vody.
Mladý chlapec v modrém tričku, které se snaží z nich je z nich je míč.
Muž hraje na ulici.
Mladý muž skáče do vzduchu na kole do vzduchu.
Starší pár je na pláži v noci, aby chytil míč.
Tři lidé ve vodě a dva lidé jsou ve vzduchu.
Malý chlapec skáče do vzduchu.
Dva muži v červeném tričku a bílé bundě sedí na sobě na zemi.
Muž v červeném tričku jede na kole po ulici.
Malý chlapec v modrém tričku a bílé košili se dívá do vzduchu.
Šest lidí stojí před budovou.
Pes běží po ulici po ulici po ulici.
Mladý muž v modrém tričku a černých šatech se dívá do vzduchu.
Muž v modrém tričku a modré bundě jede na kole po ulici.
Mladý muž se připravuje na kole do vzduchu.
Člověk na kole má na kole do vzduchu a dívá.
Mladý muž v červeném jede na kole po chodníku.
Čtyři děti si hrají v kuchyni.
Starší muž hraje na ulici.
Dívka na kole má na kole do vzduchu.
